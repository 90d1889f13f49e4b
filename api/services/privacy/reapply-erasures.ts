import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { eraseCandidate, type ErasureCall } from './erase-candidate.ts';
import { eraseEnquiries, eraseSubscriber } from './public-people.ts';

/**
 * A restore must not bring back what was erased after its snapshot was taken (docs/privacy.md):
 * the register of the database being replaced is read first, and every erasure the restored
 * database does not hold is done again on it, with its reason, by "the restore".
 */
export interface KeptErasure {
  id: string;
  subjectType: string;
  subjectIds: string[];
  reason: string;
}

/** The register of a database about to be replaced (none: an older schema without one). */
export async function erasuresIn(db: Db): Promise<KeptErasure[]> {
  const [table] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('public.erasures') is not null as found`,
  );
  if (!table?.found) return [];
  return queryRows<KeptErasure>(
    db,
    sql`select id, subject_type as "subjectType", subject_ids as "subjectIds", reason
        from erasures order by at`,
  );
}

/** Does again, on the restored database, each kept erasure it lacks; returns how many. */
export async function reapplyErasures(
  db: Db,
  kept: readonly KeptErasure[],
  now: Date,
): Promise<number> {
  const held = new Set((await erasuresIn(db)).map((e) => e.id));
  let done = 0;
  for (const erasure of kept) {
    if (held.has(erasure.id)) continue;
    const call: ErasureCall = {
      db,
      actor: null,
      now,
      source: 'request',
      reason: `Done again after a restore from an older snapshot: ${erasure.reason}`,
    };
    const ids = JSON.stringify(erasure.subjectIds);
    if (erasure.subjectType === 'candidate') {
      const present = await queryRows<{ id: string }>(
        db,
        sql`select id from candidates where erased_at is null
            and id in (select (jsonb_array_elements_text(${ids}::jsonb))::uuid)`,
      );
      for (const { id } of present) await eraseCandidate(call, id);
      done += present.length > 0 ? 1 : 0;
    } else if (erasure.subjectType === 'enquirer') {
      const present = await queryRows<{ id: string }>(
        db,
        sql`select id from contact_enquiries
            where id in (select (jsonb_array_elements_text(${ids}::jsonb))::uuid)`,
      );
      if (present.length > 0) {
        await eraseEnquiries(
          call,
          present.map((p) => p.id),
        );
        done++;
      }
    } else if (erasure.subjectType === 'subscriber') {
      const present = await queryRows<{ id: string }>(
        db,
        sql`select id from newsletter_subscribers
            where id in (select (jsonb_array_elements_text(${ids}::jsonb))::uuid)`,
      );
      for (const { id } of present) await eraseSubscriber(call, id);
      done += present.length > 0 ? 1 : 0;
    }
  }
  return done;
}
