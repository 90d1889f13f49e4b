import { describe, expect, it } from 'vitest';
import {
  enquiryCount,
  erasedByWords,
  peopleWords,
  removedWords,
  subjectWords,
} from './privacy-words.ts';

describe('personal data words', () => {
  it('counts people and enquiries in the singular and the plural', () => {
    expect([peopleWords(1), peopleWords(0), peopleWords(12)]).toEqual([
      '1 person',
      '0 people',
      '12 people',
    ]);
    expect([enquiryCount(1), enquiryCount(3)]).toEqual(['1 enquiry', '3 enquiries']);
  });

  it('lists what an erasure removed table by table, in order, leaving out tables it did not touch', () => {
    expect(removedWords({ mail_outbox: 2, audit_log: 1, candidates: 1, rate_limits: 0 })).toEqual([
      'audit log: 1 row',
      'candidates: 1 row',
      'mail outbox: 2 rows',
    ]);
    expect(removedWords({})).toEqual([]);
  });

  it('names the admin who erased, or the retention job', () => {
    const actor = { id: 's1', email: 'admin@example.com' };
    expect(erasedByWords({ source: 'request', actor })).toBe('admin@example.com');
    expect(erasedByWords({ source: 'retention', actor: { id: null, email: null } })).toBe(
      'the retention job',
    );
    expect(erasedByWords({ source: 'request', actor: { id: null, email: null } })).toBe(
      'a staff account since removed',
    );
  });

  it('says whom an erasure was about without naming them', () => {
    expect(subjectWords({ subjectType: 'candidate', subjectIds: ['a'] })).toBe('A candidate');
    expect(subjectWords({ subjectType: 'candidate', subjectIds: ['a', 'b', 'c'] })).toBe(
      '3 candidates',
    );
    expect(subjectWords({ subjectType: 'enquirer', subjectIds: ['a', 'b'] })).toBe(
      'An enquirer: 2 enquiries',
    );
    expect(subjectWords({ subjectType: 'subscriber', subjectIds: ['a'] })).toBe(
      'A newsletter subscriber',
    );
  });
});
