import { describe, expect, it } from 'vitest';
import { funnelRows } from './drive-funnel.tsx';

describe("a drive's funnel", () => {
  it('gives each step its candidates and its share of those invited', () => {
    const rows = funnelRows({
      invited: 8,
      started: 6,
      submitted: 5,
      passed: 2,
      practicalSubmitted: 1,
      decided: 3,
    });
    expect(rows.map((r) => [r.label, r.candidates, r.ofInvited])).toEqual([
      ['Invited', 8, '100 %'],
      ['Started', 6, '75 %'],
      ['Submitted the test', 5, '62.5 %'],
      ['Passed the MCQ test', 2, '25 %'],
      ['Submitted the practical', 1, '12.5 %'],
      ['Decided', 3, '37.5 %'],
    ]);
  });

  it('gives no share of a drive with nobody invited', () => {
    const none = {
      invited: 0,
      started: 0,
      submitted: 0,
      passed: 0,
      practicalSubmitted: 0,
      decided: 0,
    };
    expect(funnelRows(none).every((r) => r.ofInvited === '—')).toBe(true);
  });
});
