import { templateProblem, type CandidateMailKind } from '../../../../shared/contract/hr-mail.ts';
import { hrErrorMessage, hrStatus } from '../kit/hr-http.ts';

export type TemplateField = 'subject' | 'body';

/** What was sent when the server refused it: the kind and the two texts. */
export interface SentTemplate {
  kind: CandidateMailKind;
  subject: string;
  body: string;
}

/**
 * Which field a server's refusal of a template is about, so it shows under it: the field whose
 * text the contract's own rule refuses with those very words; else the one the words name
 * ("Subject is required"); else the body for a placeholder's refusal. Null: not a field's (a lost
 * connection, a refusal of the whole request such as a missing reason).
 */
export function templateFieldOf(
  message: string,
  status: number | undefined,
  sent: SentTemplate,
): TemplateField | null {
  if (status !== 400) return null;
  for (const field of ['subject', 'body'] as const)
    if (templateProblem(sent.kind, field, sent[field]) === message) return field;
  if (/\bsubject\b/i.test(message)) return 'subject';
  if (/\bbody\b|placeholder|\{\{/i.test(message)) return 'body';
  return null;
}

/** A refusal as the editor shows it: under its field, or above the buttons. */
export function templateFailure(
  error: unknown,
  sent: SentTemplate,
): { field: TemplateField | null; message: string } {
  const message = hrErrorMessage(error);
  return { field: templateFieldOf(message, hrStatus(error), sent), message };
}
