import { isAxiosError } from 'axios';
import { hrErrorMessage, hrStatus } from '../kit/hr-http.ts';

export type TemplateField = 'subject' | 'body';

/**
 * Which field a server's refusal of a template is about, so it shows under it: the server names
 * the subject when it means it ("Subject is required", "…in the subject"); an unknown or missing
 * placeholder, a forbidden one, or the body's own rules are the body's. Null: not a field's (a
 * lost connection, a refusal of the whole request).
 */
export function templateFieldOf(message: string, status: number | undefined): TemplateField | null {
  if (status !== 400) return null;
  if (/\bsubject\b/i.test(message)) return 'subject';
  if (/\bbody\b|placeholder|\{\{/i.test(message)) return 'body';
  return null;
}

/** A refusal as the editor shows it: under its field, or above the buttons. */
export function templateFailure(error: unknown): { field: TemplateField | null; message: string } {
  const message = hrErrorMessage(error);
  const status = isAxiosError(error) ? hrStatus(error) : undefined;
  return { field: templateFieldOf(message, status), message };
}
