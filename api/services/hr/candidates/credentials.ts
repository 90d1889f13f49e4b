import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { timeSlices } from '../../../lib/time-slice.ts';

// No 0/O, 1/I/L: IDs are read off paper and typed by hand.
const idAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A one-time ID such as `K7Q2-9XHM` (about 40 random bits: unique among millions, easy to type). */
export function generateOneTimeId(): string {
  let id = '';
  while (id.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < 256 - (256 % idAlphabet.length) && id.length < 8)
        id += idAlphabet[byte % idAlphabet.length];
    }
  }
  return `${id.slice(0, 4)}-${id.slice(4)}`;
}

/**
 * `count` fresh one-time IDs, none of which any candidate holds (IDs match case-insensitively,
 * and ours are upper-case). Collisions are astronomically rare; drawing again settles them.
 */
export async function freshOneTimeIds(db: Db, count: number): Promise<string[]> {
  const ids = new Set<string>();
  // Drawing 5,000 IDs (an import at its cap) took about 40 ms: drawn in slices of the event loop.
  const slices = timeSlices();
  while (ids.size < count) {
    const batch = new Set<string>();
    while (batch.size < count - ids.size) {
      const id = generateOneTimeId();
      if (!ids.has(id)) batch.add(id);
      if (slices.due) await slices.pause();
    }
    const taken = new Set<string>();
    const list = [...batch];
    for (let i = 0; i < list.length; i += 1000) {
      const rows = await db
        .select({ id: candidates.oneTimeId })
        .from(candidates)
        .where(inArray(candidates.oneTimeId, list.slice(i, i + 1000)));
      for (const row of rows) taken.add(row.id);
    }
    for (const id of list) if (!taken.has(id)) ids.add(id);
  }
  return [...ids];
}
