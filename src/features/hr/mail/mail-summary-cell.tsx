import type { CandidateMailSummary } from '../../../../shared/contract/hr-mail.ts';
import { companyWhen } from '../kit/company-time.ts';
import { mailSummaryWords } from './mail-words.ts';

/**
 * A candidate's latest e-mail in the list: "Invitation sent"; a failure in red with the server's
 * words under it (whole in the tooltip), so HR sees why without opening the candidate.
 */
export function MailSummaryCell({ mail }: { mail: CandidateMailSummary | null }) {
  if (!mail) return <span className="hr-muted">—</span>;
  const words = mailSummaryWords(mail);
  if (mail.status !== 'failed') return <span title={companyWhen(mail.at)}>{words}</span>;
  return (
    <span className="hr-mail-failed" title={mail.lastError ?? undefined}>
      {words}
      {mail.lastError && <span className="hr-mail-failed__error">{mail.lastError}</span>}
    </span>
  );
}
