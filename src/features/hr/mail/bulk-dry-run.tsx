import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import type { BulkAction, BulkAnswer } from '../../../../shared/contract/hr-mail.ts';
import { hrErrorMessage } from '../kit/hr-http.ts';
import { ErrorAlert } from '../kit/load-state.tsx';
import type { BulkFormValues } from './bulk-options.ts';
import { bulkCandidates, type BulkTarget } from './mail-api.ts';
import { bulkSummaryWords } from './mail-words.ts';
import { bulkOptionsOf } from './bulk-options.ts';

/** A dry run's answer, and the options it was asked with (another choice needs another). */
export interface DryRun {
  key: string;
  answer: BulkAnswer;
}

/** The options a dry run depends on (the reason does not change who is reached). */
export const dryRunKey = ({ notify, outcome, windowEnd }: BulkFormValues): string =>
  JSON.stringify([notify, outcome, windowEnd]);

export async function runDryRun(
  action: BulkAction,
  target: BulkTarget,
  values: BulkFormValues,
): Promise<DryRun> {
  const options = bulkOptionsOf(action, values, true);
  // A dry run needs no reason (it records nothing): the person writes theirs for the real call.
  const answer = await bulkCandidates(target, options);
  return { key: dryRunKey(values), answer };
}

/**
 * The dry run's part of a bulk dialog: run at once for an action without options (remind,
 * resend), else on "Check who it reaches" once the options are valid; its summary stays while
 * the options it was asked with stand.
 */
export function BulkDryRun({
  action,
  target,
  automatic,
  dryRun,
  onDryRun,
}: {
  action: BulkAction;
  target: BulkTarget;
  automatic: boolean;
  dryRun: DryRun | null;
  onDryRun: (dryRun: DryRun | null) => void;
}) {
  const { values, validateForm, setTouched, touched } = useFormikContext<BulkFormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const current = dryRun !== null && dryRun.key === dryRunKey(values);

  const check = async () => {
    const errors = await validateForm();
    const optionErrors = Object.keys(errors).filter((name) => name !== 'reason');
    if (optionErrors.length > 0) {
      void setTouched({ ...touched, ...Object.fromEntries(optionErrors.map((n) => [n, true])) });
      return;
    }
    setChecking(true);
    setFailure(null);
    try {
      onDryRun(await runDryRun(action, target, values));
    } catch (error) {
      setFailure(hrErrorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  // An action without options is checked as soon as its dialog opens.
  useEffect(() => {
    if (!automatic) return;
    let live = true;
    runDryRun(action, target, values).then(
      (answer) => live && onDryRun(answer),
      (error: unknown) => live && setFailure(hrErrorMessage(error)),
    );
    return () => {
      live = false;
    };
    // Once per opening: the options it depends on do not exist for these actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="hr-bulk-summary">
      {!automatic && (
        <div className="hr-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-disabled={checking}
            onClick={() => !checking && void check()}
          >
            {checking ? 'Checking...' : 'Check who it reaches'}
          </button>
        </div>
      )}
      <ErrorAlert message={failure} />
      {current ? (
        <p className="hr-alert hr-alert--success" role="status">
          {bulkSummaryWords(dryRun.answer)}
        </p>
      ) : (
        automatic && !failure && <p role="status">Checking who it reaches...</p>
      )}
    </div>
  );
}
