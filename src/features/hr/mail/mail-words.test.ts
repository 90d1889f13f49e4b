import { describe, expect, it } from 'vitest';
import type { MailQueueView } from '../../../../shared/contract/hr-mail.ts';
import {
  bulkConfirmLabel,
  bulkSummaryWords,
  mailQueueWords,
  mailSummaryWords,
} from './mail-words.ts';

const queue: MailQueueView = {
  enabled: true,
  ratePerSecond: 5,
  dailyLimit: null,
  queued: 120,
  sentLastDay: 40,
  failed: 2,
  oldestQueuedAt: '2026-11-24T04:30:00.000Z',
  estimatedDoneAt: '2026-11-24T04:35:00.000Z',
};
const clock = (iso: string) => iso.slice(11, 16);

describe('mailSummaryWords', () => {
  it('says the kind and the status of the latest e-mail', () => {
    const at = '2026-11-24T04:30:00.000Z';
    expect(mailSummaryWords({ kind: 'invitation', status: 'sent', lastError: null, at })).toBe(
      'Invitation sent',
    );
    expect(
      mailSummaryWords({ kind: 'not-selected', status: 'failed', lastError: '550 no', at }),
    ).toBe('Not selected failed');
  });

  it('shows a dash for a candidate never e-mailed', () => {
    expect(mailSummaryWords(null)).toBe('—');
  });
});

describe('mailQueueWords', () => {
  it('says mail is off and how many wait when SMTP is not configured', () => {
    expect(mailQueueWords({ ...queue, enabled: false, queued: 3 }, clock)).toBe(
      'E-mail: off (SMTP not configured) — 3 waiting',
    );
  });

  it('gives the queue, the day, the failures, the rate and when it should be done', () => {
    expect(mailQueueWords(queue, clock)).toBe(
      'E-mail: 120 queued · 40 sent in 24 h · 2 failed · 5 a second · done about 04:35',
    );
  });

  it('leaves out the end when nothing is queued, and names a daily limit', () => {
    expect(
      mailQueueWords({ ...queue, queued: 0, estimatedDoneAt: null, dailyLimit: 500 }, clock),
    ).toBe('E-mail: 0 queued · 40 sent in 24 h · 2 failed · 5 a second · at most 500 a day');
  });
});

describe('bulkSummaryWords', () => {
  it('says who a dry run would reach and who it leaves alone, and why', () => {
    expect(
      bulkSummaryWords({
        action: 'remind',
        dryRun: true,
        total: 9,
        affected: 5,
        skipped: [
          { reason: 'already started', count: 3 },
          { reason: 'no e-mail address', count: 1 },
          { reason: 'already withdrawn', count: 0 },
        ],
      }),
    ).toBe('5 will be reminded; 4 left alone: 3 already started, 1 no e-mail address.');
  });

  it('speaks of the past after the real call, and of one candidate in the singular', () => {
    expect(
      bulkSummaryWords({ action: 'withdraw', dryRun: false, total: 1, affected: 1, skipped: [] }),
    ).toBe('1 was withdrawn.');
    expect(bulkConfirmLabel('remind', 1)).toBe('Remind: 1 candidate');
    expect(bulkConfirmLabel('resend', 12)).toBe('Resend invitation: 12 candidates');
  });
});
