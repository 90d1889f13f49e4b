import { describe, expect, it } from 'vitest';
import {
  changedByRedaction,
  erasableValues,
  erasedMark,
  redactJson,
  redactText,
} from './personal-redaction.ts';

describe('personal redaction', () => {
  const values = erasableValues(['Asha Patel', 'asha@example.in', ' +91 98765 43210 ', 'Al', null]);

  it('keeps values long enough to mean someone, longest first', () => {
    expect(values).toEqual(['asha@example.in', '+91 98765 43210', 'Asha Patel']);
  });

  it('replaces the values in text whatever their case, and nothing else', () => {
    expect(redactText('Reopened for ASHA PATEL (asha@example.in): Al said so', values)).toBe(
      `Reopened for ${erasedMark} (${erasedMark}): Al said so`,
    );
    expect(redactText('a.b', ['a.b'])).toBe(erasedMark);
    expect(redactText('axb', ['a.b'])).toBe('axb');
  });

  it('drops personal keys and redacts strings at any depth', () => {
    const row = {
      fullName: 'Asha Patel',
      testType: 'mcqs',
      changes: [{ note: 'Asha Patel asked for more time', minutes: 5 }],
      network: '203.0.113.7',
    };
    expect(redactJson(row, values)).toEqual({
      testType: 'mcqs',
      changes: [{ note: `${erasedMark} asked for more time`, minutes: 5 }],
    });
    expect(changedByRedaction(row, values)).toBe(true);
    expect(changedByRedaction({ questionCount: 10 }, values)).toBe(false);
  });
});

describe('a row about someone else that mentions the person', () => {
  it('keeps its own keys and loses only the values', () => {
    const values = erasableValues(['asha@example.in']);
    expect(
      redactJson({ name: 'Ravi', note: 'same desk as asha@example.in' }, values, false),
    ).toEqual({ name: 'Ravi', note: `same desk as ${erasedMark}` });
  });
});
