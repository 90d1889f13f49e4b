import { describe, expect, it } from 'vitest';
import { templateFieldOf } from './template-errors.ts';

describe('templateFieldOf', () => {
  it("puts the subject's refusals under the subject", () => {
    expect(templateFieldOf('Subject must be at most 200 characters', 400)).toBe('subject');
    expect(templateFieldOf('Unknown placeholder {{nme}} in the subject.', 400)).toBe('subject');
  });

  it('puts placeholder and body refusals under the body', () => {
    expect(
      templateFieldOf('Unknown placeholder {{nme}}. Use one of: {{candidate_name}}.', 400),
    ).toBe('body');
    expect(templateFieldOf('The body must hold {{one_time_id}} and {{password}}.', 400)).toBe(
      'body',
    );
    expect(templateFieldOf('This e-mail cannot hold {{password}}.', 400)).toBe('body');
  });

  it('leaves other answers to the form as a whole', () => {
    expect(templateFieldOf('A reason is required.', 400)).toBeNull();
    expect(templateFieldOf('Unknown placeholder {{x}}', 403)).toBeNull();
    expect(templateFieldOf('The server could not be reached.', undefined)).toBeNull();
  });
});
