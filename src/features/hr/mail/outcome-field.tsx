import { outcomeKinds } from '../../../../shared/contract/hr-mail.ts';
import { FormField } from '../kit/form-field.tsx';
import { outcomeLabels } from './mail-words.ts';

/** The outcome an e-mail sends, as one candidate's dialog and the bulk dialog ask for it. */
export function OutcomeField() {
  return (
    <FormField name="outcome" label="Outcome" kind="select">
      <option value="">Choose…</option>
      {outcomeKinds.map((kind) => (
        <option key={kind} value={kind}>
          {outcomeLabels[kind]}
        </option>
      ))}
    </FormField>
  );
}
