import { describe, expect, it } from 'vitest';
import { questionSummary } from './question-summary.ts';

describe('questionSummary', () => {
  it('shows the words of inline code, emphasis and lists without their marks', () => {
    expect(questionSummary('With `display: flex`, what does **justify-content** do?')).toBe(
      'With display: flex, what does justify-content do?',
    );
    expect(questionSummary('Pick one:\n- *map*\n- _filter_')).toBe('Pick one: map filter');
  });

  it('runs a fenced block onto the line, without its fence or language', () => {
    const text =
      'What does this print?\n\n```js\nfor (let i = 0; i < 2; i++) {\n  console.log(i);\n}\n```';
    const summary = questionSummary(text);
    expect(summary).toBe('What does this print? for (let i = 0; i < 2; i++) { console.log(i); }');
    expect(summary).not.toMatch(/`|```|\bjs\b/);
  });

  it('cuts a long question at a word, with an ellipsis, within the limit', () => {
    const long = `Which ${'very '.repeat(60)}long question is this?`;
    const summary = questionSummary(long, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('very…')).toBe(true);
  });

  it('cuts an unbroken run where it is', () => {
    const summary = questionSummary(`x${'a'.repeat(200)}`, 20);
    expect(summary).toBe(`x${'a'.repeat(18)}…`);
  });

  it('leaves a short question whole', () => {
    expect(questionSummary('  Short?  ')).toBe('Short?');
  });
});
