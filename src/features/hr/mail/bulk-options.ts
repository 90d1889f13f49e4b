import type { BulkAction, OutcomeKind } from '../../../../shared/contract/hr-mail.ts';
import { fromLocalInput } from '../kit/local-time.ts';
import type { BulkOptions } from './mail-api.ts';

/** A bulk dialog's form: each action's own option, and the reason. */
export interface BulkFormValues {
  notify: boolean;
  outcome: OutcomeKind | '';
  /** The new end of every chosen candidate's window, on the company's clock. */
  windowEnd: string;
  reason: string;
}

/** The body of a bulk call, from the form: the action's options and the reason. */
export function bulkOptionsOf(
  action: BulkAction,
  values: BulkFormValues,
  dryRun: boolean,
): BulkOptions {
  return {
    action,
    reason: values.reason,
    dryRun,
    ...(action === 'withdraw' && { notify: values.notify }),
    ...(action === 'outcome' && values.outcome !== '' && { outcome: values.outcome }),
    ...(action === 'extend' && { windowEnd: fromLocalInput(values.windowEnd) ?? undefined }),
  };
}
