import { describe, expect, it } from 'vitest';
import { templateProblem } from '../../../../shared/contract/hr-mail.ts';
import { templateFieldOf, type SentTemplate } from './template-errors.ts';

const sent: SentTemplate = {
  kind: 'reminder',
  subject: 'Your test, {{candidate_name}}',
  body: 'Dear {{candidate_name}}, it closes {{window_closes}}.',
};

describe('templateFieldOf', () => {
  it('puts a refusal under the field whose text the contract refuses with those words', () => {
    const subject = 'Hello {{nme}}';
    const message = templateProblem('reminder', 'subject', subject) ?? '';
    expect(message).toMatch(/^Unknown placeholder \{\{nme\}\}/);
    expect(templateFieldOf(message, 400, { ...sent, subject })).toBe('subject');
    const body = 'Your password: {{password}}';
    const forbidden = templateProblem('reminder', 'body', body) ?? '';
    expect(templateFieldOf(forbidden, 400, { ...sent, body })).toBe('body');
  });

  it('else goes by the field the words name, and a placeholder is the body’s', () => {
    expect(templateFieldOf('Subject must be at most 200 characters', 400, sent)).toBe('subject');
    expect(templateFieldOf('The body must hold {{one_time_id}} and {{password}}.', 400, sent)).toBe(
      'body',
    );
    expect(templateFieldOf('Unknown placeholder {{x}} in the template.', 400, sent)).toBe('body');
  });

  it('leaves other answers to the form as a whole', () => {
    expect(templateFieldOf('A reason is required.', 400, sent)).toBeNull();
    expect(templateFieldOf('Unknown placeholder {{x}}', 403, sent)).toBeNull();
    expect(templateFieldOf('The server could not be reached.', undefined, sent)).toBeNull();
  });
});
