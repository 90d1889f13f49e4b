/**
 * When an upload counts as on time. Lateness is judged when the upload **completes**, not when it
 * began: otherwise a candidate could open an upload before the deadline, trickle a byte now and
 * then, and send a zip written minutes later as "on time". A slow line must not be punished
 * either, so an upload that began by the deadline (plus grace) stays on time as long as its bytes
 * keep arriving at no less than a stated rate after it: every full window of `windowMs` after
 * the deadline must bring at least `minBytesPerSecond` × the window (the last, partial window is
 * free). An upload that falls behind once is judged by its completion time.
 */
export interface PaceRule {
  /** The deadline plus its grace: an upload completed by then is on time, however it went. */
  deadline: Date;
  minBytesPerSecond: number;
  windowMs: number;
}

export type PaceVerdict =
  | { onTime: true; why: 'completed-in-time' | 'kept-pace' }
  | { onTime: false; why: 'started-late' | 'fell-behind' };

export class UploadPace {
  private window = 0;
  private bytesInWindow = 0;
  private fellBehind = false;

  constructor(
    private readonly startedAt: Date,
    private readonly rule: PaceRule,
  ) {}

  private windowOf(at: Date): number {
    return Math.floor((at.getTime() - this.rule.deadline.getTime()) / this.rule.windowMs);
  }

  /** Closes every full window before `index`, noting whether each brought enough bytes. */
  private closeWindowsBefore(index: number): void {
    const needed = (this.rule.minBytesPerSecond * this.rule.windowMs) / 1000;
    while (this.window < index) {
      if (this.bytesInWindow < needed) this.fellBehind = true;
      this.window += 1;
      this.bytesInWindow = 0;
    }
  }

  /** `bytes` of the request arrived at `at` (server time). */
  record(bytes: number, at: Date): void {
    if (at.getTime() < this.rule.deadline.getTime()) return;
    this.closeWindowsBefore(this.windowOf(at));
    this.bytesInWindow += bytes;
  }

  /** True once a full window after the deadline brought too little: the upload is late. */
  get behind(): boolean {
    return this.fellBehind;
  }

  /** The verdict for an upload whose last byte arrived at `completedAt`. */
  verdict(completedAt: Date): PaceVerdict {
    if (completedAt.getTime() <= this.rule.deadline.getTime())
      return { onTime: true, why: 'completed-in-time' };
    if (this.startedAt.getTime() > this.rule.deadline.getTime())
      return { onTime: false, why: 'started-late' };
    this.closeWindowsBefore(this.windowOf(completedAt));
    return this.fellBehind
      ? { onTime: false, why: 'fell-behind' }
      : { onTime: true, why: 'kept-pace' };
  }
}
