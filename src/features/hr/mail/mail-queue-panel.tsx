import type { MailQueueView } from '../../../../shared/contract/hr-mail.ts';
import { companyHourMinute } from '../kit/company-time.ts';
import type { HrData } from '../kit/use-hr-data.ts';
import { mailQueueWords } from './mail-words.ts';

/**
 * One line over the candidates list: whether e-mail goes out and how far the outbox has got. A
 * failure to read it is said quietly: the list below works without it. The line is there from the
 * first paint (saying it is being read), so the buttons under it never move as the answer arrives:
 * a click aimed at "Import CSV" in that instant would otherwise land on the line.
 */
export function MailQueuePanel({ queue }: { queue: HrData<MailQueueView> }) {
  const { data, error } = queue;
  if (!data)
    return (
      <p className="hr-mail-queue hr-muted" role="status" aria-label="E-mail queue">
        {error ? `E-mail: the queue could not be read (${error})` : 'E-mail: reading the queue…'}
      </p>
    );
  const off = !data.enabled;
  return (
    <p
      className={`hr-mail-queue${off || data.failed > 0 ? ' hr-mail-queue--warning' : ''}`}
      role="status"
      aria-label="E-mail queue"
    >
      {mailQueueWords(data, companyHourMinute)}
    </p>
  );
}
