import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes.ts';

describe('fieldChanges', () => {
  it('lists each changed field with its value before and after', () => {
    expect(fieldChanges({ secondsPerQuestion: 60 }, { secondsPerQuestion: 90 })).toEqual([
      { key: 'secondsPerQuestion', field: 'Seconds per question', before: '60', after: '90' },
    ]);
  });

  it('names each field as the console’s forms do, never by its key', () => {
    const changes = fieldChanges(
      { testType: 'mcqs', timeFactor: 1, cohort: null, passPercent: 60 },
      { testType: 'both', timeFactor: 1.25, cohort: 'Campus drive', passPercent: 70 },
    );
    expect(changes.map((c) => c.field)).toEqual(['Test', 'Time factor', 'Drive', 'Pass mark (%)']);
    expect(changes.map((c) => c.key)).toEqual(['testType', 'timeFactor', 'cohort', 'passPercent']);
  });

  it('says values that are keys in the words the console uses for them', () => {
    expect(fieldChanges({ testType: 'mcqs' }, { testType: 'practical' })).toEqual([
      { key: 'testType', field: 'Test', before: 'MCQ only', after: 'Practical only' },
    ]);
    expect(fieldChanges({ timeFactor: 1 }, { timeFactor: 1.5 })[0]).toMatchObject({
      before: '× 1 (standard time)',
      after: '× 1.5 (+50 %)',
    });
    expect(fieldChanges({ correctOptionIndex: 0 }, { correctOptionIndex: 2 })[0]).toMatchObject({
      field: 'Correct option',
      before: 'A',
      after: 'C',
    });
    expect(fieldChanges({ status: 'new' }, { status: 'archived' })[0]).toMatchObject({
      before: 'New',
      after: 'Archived',
    });
    expect(fieldChanges({ disabled: false }, { disabled: true })[0]).toMatchObject({
      field: 'Disabled',
      before: 'no',
      after: 'yes',
    });
  });

  it('shows a moment in the company’s time', () => {
    expect(fieldChanges(null, { windowStart: '2026-11-24T04:30:00.000Z' })).toEqual([
      { key: 'windowStart', field: 'Window opens', before: '—', after: '24 Nov 2026, 10:00 am' },
    ]);
  });

  it('names a field by its subject where the subject words it otherwise', () => {
    expect(fieldChanges({ question: 'Old' }, { question: 'New' }, 'practical-task')[0]?.field).toBe(
      'Task',
    );
    expect(fieldChanges({ question: 'Old' }, { question: 'New' }, 'question')[0]?.field).toBe(
      'Question',
    );
  });

  it('spells out a field it does not know rather than hiding it', () => {
    expect(fieldChanges({ secondsGiven: 30 }, { secondsGiven: 60 })[0]?.field).toBe(
      'Seconds given',
    );
  });

  it('shows a creation (nothing before) and a cleared value', () => {
    expect(fieldChanges(null, { name: 'Asha', windowEnd: null })).toEqual([
      { key: 'name', field: 'Name', before: '—', after: 'Asha' },
      { key: 'windowEnd', field: 'Window closes', before: '—', after: 'none' },
    ]);
  });

  it('shows anything that is not an object whole', () => {
    expect(fieldChanges(['a'], 'b')).toEqual([
      { key: '(value)', field: '(value)', before: '["a"]', after: 'b' },
    ]);
  });
});
