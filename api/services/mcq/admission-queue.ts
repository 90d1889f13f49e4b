/**
 * The line before the test's clock (issue 42). When more candidates press Start than the server
 * can serve while keeping everyone's answers quick, a first start waits here instead of being
 * refused or served slowly: the candidate is told their place and about how long, and their
 * first question (and so its clock) is served only once admitted. Those already answering are
 * never in it: a resume goes straight through, and the line closes (admits nobody) while the
 * server's wait is past the admission threshold, well below the one at which answers are refused
 * (`http/overload-guard.ts`), so a started candidate's answers and submit come before anyone new.
 *
 * Free of I/O and clocks: the route passes `now` (ms) and whether the server has room now. One
 * line per server process (kept with the test-call cache); several instances each keep their own,
 * as each measures its own load. Nothing is stored: a restart forgets the line, and a waiting
 * page asks again within seconds and takes a place at its end.
 */

/** How the line behaves; the defaults are the server's (`createAdmissionQueue`). */
export interface AdmissionRules {
  /** The first this many places are admitted together while the server has room. */
  window: number;
  /** First starts being served at once, at most (a start costs several answers' work). */
  maxInFlight: number;
  /** A place not asked about for this long is given up (the candidate closed the page). */
  staleMs: number;
  /** An admission holds this long: a retried start (a lost reply) is not sent back to the line. */
  grantMs: number;
  /** Places are counted afresh at most this often (counting walks the whole line). */
  recountMs: number;
}

export const admissionRules: AdmissionRules = {
  window: 200,
  maxInFlight: 8,
  staleMs: 30_000,
  grantMs: 60_000,
  recountMs: 500,
};

export type AdmissionTicket =
  | { admitted: true }
  | {
      admitted: false;
      /** 1 for the first in line. */
      place: number;
      /** About how long until admitted, from the recent pace of admissions; null when none yet. */
      waitSeconds: number | null;
      /** When the page should ask again (Retry-After). */
      retryAfterSeconds: number;
    };

interface Place {
  place: number;
  lastAskAt: number;
}

export function createAdmissionQueue(rules: AdmissionRules = admissionRules) {
  /** Ids in arrival order; admitted and given-up ones are dropped at the next count. */
  let order: string[] = [];
  const waiting = new Map<string, Place>();
  const granted = new Map<string, number>();
  /** When the recent admissions happened (the last minute), for the wait's estimate. */
  const admittedAt: number[] = [];
  let countedAt = Number.NEGATIVE_INFINITY;
  let inFlight = 0;

  const recount = (now: number) => {
    if (now - countedAt < rules.recountMs) return;
    countedAt = now;
    const kept: string[] = [];
    for (const id of order) {
      const entry = waiting.get(id);
      if (!entry) continue;
      if (now - entry.lastAskAt > rules.staleMs) {
        waiting.delete(id);
        continue;
      }
      kept.push(id);
      entry.place = kept.length;
    }
    order = kept;
    for (const [id, at] of granted) if (now - at > rules.grantMs) granted.delete(id);
    while (admittedAt.length > 0 && now - (admittedAt[0] ?? now) > 60_000) admittedAt.shift();
  };

  const admit = (id: string, now: number): AdmissionTicket => {
    waiting.delete(id);
    granted.set(id, now);
    admittedAt.push(now);
    return { admitted: true };
  };

  const waitFor = (place: number, now: number): AdmissionTicket => {
    const first = admittedAt[0];
    const spanMs = first === undefined ? 0 : Math.max(1_000, now - first);
    const perSecond = first === undefined ? 0 : (admittedAt.length * 1000) / spanMs;
    const waitSeconds = perSecond > 0 ? Math.ceil(place / perSecond) : null;
    // Near the front: ask again soon, as a place opens any moment. Further back: less often
    // (each ask is a request), but never so rarely that the wait shown goes stale.
    const retryAfterSeconds =
      place <= rules.window ? 1 : Math.min(15, Math.max(2, Math.round((waitSeconds ?? 10) / 3)));
    return { admitted: false, place, waitSeconds, retryAfterSeconds };
  };

  return {
    /** Whether `id` holds a place (a poll the server can answer without reading the database). */
    isWaiting: (id: string) => waiting.has(id),

    /**
     * A first start asks: admitted now, or its place. `hasRoom`: the server's wait is under the
     * admission threshold. A newcomer joins the end of the line whenever anyone is waiting, so
     * nobody is overtaken.
     */
    ask(id: string, now: number, hasRoom: boolean): AdmissionTicket {
      recount(now);
      const grant = granted.get(id);
      if (grant !== undefined && now - grant <= rules.grantMs) return { admitted: true };
      const open = hasRoom && inFlight < rules.maxInFlight;
      let entry = waiting.get(id);
      if (!entry) {
        if (open && waiting.size === 0) return admit(id, now);
        entry = { place: waiting.size + 1, lastAskAt: now };
        waiting.set(id, entry);
        order.push(id);
      }
      entry.lastAskAt = now;
      if (open && entry.place <= rules.window) return admit(id, now);
      return waitFor(entry.place, now);
    },

    /** Counts a first start being served, from admission to its answer. */
    async serve<T>(work: () => Promise<T>): Promise<T> {
      inFlight += 1;
      try {
        return await work();
      } finally {
        inFlight -= 1;
      }
    },

    /** How many wait now (for the metrics and the tests). */
    size: () => waiting.size,
  };
}

export type AdmissionQueue = ReturnType<typeof createAdmissionQueue>;
