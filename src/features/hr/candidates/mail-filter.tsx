import type { FieldBinding } from '../kit/query-fields.ts';
import { WordedFilter } from '../kit/list-controls.tsx';
import { mailFilterLabels } from '../mail/mail-words.ts';

/** The candidates list's "E-mail" filter: the status of each one's latest e-mail, or never. */
export function MailFilterSelect(field: FieldBinding) {
  return <WordedFilter label="E-mail" {...field} words={mailFilterLabels} all="Any" />;
}
