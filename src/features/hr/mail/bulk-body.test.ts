import { describe, expect, it } from 'vitest';
import { bulkBody } from './mail-api.ts';
import { bulkOptionsOf, type BulkFormValues } from './bulk-options.ts';

const form: BulkFormValues = {
  notify: true,
  outcome: 'shortlisted',
  windowEnd: '2026-11-30T18:00',
  reason: 'Drive extended',
};
const filter = { q: '', status: 'not-started', testType: '', cohort: 'Campus', mail: '' as const };

describe('a bulk call’s body', () => {
  it('names the chosen rows, and never sends a total to check with them', () => {
    const body = bulkBody(
      { ids: ['a', 'b'] },
      { ...bulkOptionsOf('remind', form, false), expectTotal: 2 },
    );
    expect(body).toEqual({
      action: 'remind',
      ids: ['a', 'b'],
      dryRun: false,
      reason: 'Drive extended',
    });
  });

  it('sends every match as the filter without its empty fields, with the dry run’s total', () => {
    const body = bulkBody(
      { all: true, filter },
      { ...bulkOptionsOf('resend', form, false), expectTotal: 26 },
    );
    expect(body).toEqual({
      action: 'resend',
      all: true,
      filter: { status: 'not-started', cohort: 'Campus' },
      dryRun: false,
      reason: 'Drive extended',
      expectTotal: 26,
    });
  });

  it('carries only the option of its own action', () => {
    expect(bulkBody({ ids: ['a'] }, bulkOptionsOf('withdraw', form, true))).toMatchObject({
      notify: true,
      dryRun: true,
    });
    expect(bulkBody({ ids: ['a'] }, bulkOptionsOf('outcome', form, true))).toEqual(
      expect.objectContaining({ outcome: 'shortlisted' }),
    );
    expect(bulkBody({ ids: ['a'] }, bulkOptionsOf('outcome', form, true))).not.toHaveProperty(
      'notify',
    );
    const extend = bulkBody({ ids: ['a'] }, bulkOptionsOf('extend', form, true));
    // The window's end is typed on the company's clock and sent as an instant.
    expect(extend.windowEnd).toMatch(/^2026-11-30T\d{2}:\d{2}:00\.000Z$/);
    expect(extend).not.toHaveProperty('outcome');
  });
});
