import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appSettings } from '../../db/schema/settings.ts';
import { log } from '../../lib/log.ts';

/**
 * When the server last refused a test call because it was too busy (issue 42): the moment the
 * reconnect window counts from when it is later than a question's deadline. A candidate whose
 * answer the server turned away keeps the same two minutes to get it through as one whose own
 * connection dropped, counted from when the server could answer again, so no answer given in time
 * stops counting, and no attempt is closed "connection lost", while the server was the one not
 * answering (`domain/answer-timing.ts`).
 *
 * Shared through the database, so every instance's sweeper and judge see every instance's
 * refusals: written at most once a second while refusing (a busy server must not be given more
 * work), read by the sweeper at each run and by the rare call that would otherwise expire.
 */
const key = 'mcq-last-busy-refusal';

export function createRefusalRecord(db: Db) {
  let known: number | null = null;
  let writtenAt = Number.NEGATIVE_INFINITY;
  let readAt = Number.NEGATIVE_INFINITY;
  const learn = (at: number | null) => {
    if (at !== null && (known === null || at > known)) known = at;
  };
  return {
    /** This server refused a test call at `at`. */
    note(at: Date): void {
      learn(at.getTime());
      if (at.getTime() - writtenAt < 1000) return;
      writtenAt = at.getTime();
      const value = at.toISOString();
      // Timestamps in one format compare as text; the later one stays.
      void db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`greatest(${appSettings.value}, excluded.value)` },
        })
        .catch((error: unknown) => log.error('could not record a busy refusal', error));
    },
    /**
     * The last refusal by any instance: read from the database at most once a second (every test
     * call's rules carry it), so another instance's refusal is known here within a second.
     */
    async latest(): Promise<Date | null> {
      // Monotonic time: this paces reads, it decides nothing (`note`'s times are the server's).
      if (performance.now() - readAt >= 1000) {
        readAt = performance.now();
        const [row] = await db
          .select({ value: appSettings.value })
          .from(appSettings)
          .where(eq(appSettings.key, key));
        learn(row ? Date.parse(row.value) : null);
      }
      return known === null ? null : new Date(known);
    },
  };
}

export type RefusalRecord = ReturnType<typeof createRefusalRecord>;
