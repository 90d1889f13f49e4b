import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetConnectionEvents,
  forgetReported,
  noteCopy,
  noteOffline,
  noteOnline,
  reportable,
  withConnectionEvents,
} from './connection-log.ts';

const submit = { candidateId: 'c1', answers: [], reason: 'reload', events: [] };

describe('the connection log (what the test page saw of its connection)', () => {
  beforeEach(() => localStorage.clear());

  it('notes each offline period once, and reports it only once it has ended', () => {
    noteOffline('c1', 2, 1_000);
    noteOffline('c1', 2, 1_500); // the browser says so twice: one period
    expect(reportable('c1')).toEqual([]);
    noteOnline('c1', 2, 11_500);
    noteOnline('c1', 3, 12_000); // online again without going offline: nothing
    expect(reportable('c1')).toEqual([
      { type: 'offline', at: 1_000, questionIndex: 2 },
      { type: 'online', at: 11_500, questionIndex: 2 },
    ]);
    forgetReported('c1', 2);
    expect(reportable('c1')).toEqual([]);
  });

  it('keeps what came after a report was sent, and what a reload left open', () => {
    noteOffline('c1', 0, 1_000);
    noteOnline('c1', 0, 2_000);
    const sent = reportable('c1');
    noteOffline('c1', 1, 3_000); // while the report is on its way
    forgetReported('c1', sent.length);
    expect(reportable('c1')).toEqual([]);
    // The final submit carries everything, the period still going on too, and forgets it.
    expect(withConnectionEvents(submit, 'c1').events).toEqual([
      { type: 'offline', at: 3_000, questionIndex: 1 },
    ]);
    forgetConnectionEvents('c1');
    expect(withConnectionEvents(submit, 'c1').events).toEqual([]);
    // Still offline: the `online` that ends it is noted when it comes.
    noteOnline('c1', 1, 9_000);
    expect(reportable('c1')).toEqual([{ type: 'online', at: 9_000, questionIndex: 1 }]);
  });

  it('notes a copy for the next report; one made offline waits with the period', () => {
    noteCopy('c1', 4, 1_000);
    expect(reportable('c1')).toEqual([{ type: 'copy', at: 1_000, questionIndex: 4 }]);
    forgetReported('c1', 1);
    noteOffline('c1', 5, 2_000);
    noteCopy('c1', 5, 2_500);
    expect(reportable('c1')).toEqual([]);
    noteOnline('c1', 5, 4_000);
    expect(reportable('c1').map((e) => e.type)).toEqual(['offline', 'copy', 'online']);
  });

  it('starts again from a damaged entry', () => {
    localStorage.setItem('connectionLog:c1', '{not json');
    noteOffline('c1', null, 5);
    expect(withConnectionEvents(submit, 'c1').events).toEqual([
      { type: 'offline', at: 5, questionIndex: null },
    ]);
  });
});
