import { describe, expect, it } from 'vitest';
import { UploadPace } from './upload-pace.ts';

const deadline = new Date('2026-11-22T14:00:30Z'); // the deadline plus its grace
const rule = { deadline, minBytesPerSecond: 100_000, windowMs: 10_000 };
const at = (secondsAfterDeadline: number) =>
  new Date(deadline.getTime() + secondsAfterDeadline * 1000);

describe('UploadPace', () => {
  it('is on time when the upload completes by the deadline, however slowly it went', () => {
    const pace = new UploadPace(at(-600), rule);
    for (let s = -600; s < 0; s += 60) pace.record(1, at(s));
    expect(pace.verdict(at(0))).toEqual({ onTime: true, why: 'completed-in-time' });
  });

  it('keeps a slow line on time past the deadline while every window brings the minimum', () => {
    const pace = new UploadPace(at(-30), rule);
    for (let s = -30; s < 95; s += 1) pace.record(100_000, at(s));
    expect(pace.behind).toBe(false);
    expect(pace.verdict(at(95))).toEqual({ onTime: true, why: 'kept-pace' });
  });

  it('makes a trickle late: a byte every 5 s, then the zip 235 s after the deadline', () => {
    const pace = new UploadPace(at(-5), rule);
    for (let s = -5; s < 235; s += 5) pace.record(1, at(s));
    pace.record(40_000, at(235));
    expect(pace.behind).toBe(true);
    expect(pace.verdict(at(235))).toEqual({ onTime: false, why: 'fell-behind' });
  });

  it('makes a stalled upload late even if it ends with a burst', () => {
    const pace = new UploadPace(at(-5), rule);
    pace.record(5_000_000, at(-1));
    pace.record(5_000_000, at(25));
    expect(pace.verdict(at(26))).toEqual({ onTime: false, why: 'fell-behind' });
  });

  it('lets the last, partial window off, and judges an upload begun after the deadline late', () => {
    const pace = new UploadPace(at(-2), rule);
    pace.record(10_000_000, at(-1));
    pace.record(200, at(3));
    expect(pace.verdict(at(9))).toEqual({ onTime: true, why: 'kept-pace' });
    expect(new UploadPace(at(1), rule).verdict(at(2))).toEqual({
      onTime: false,
      why: 'started-late',
    });
  });
});
