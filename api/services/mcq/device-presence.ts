import { eq, sql } from 'drizzle-orm';
import type { Presence } from '../../../shared/contract/interview.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { devicePresence } from '../../db/schema/device-presence.ts';
import { admitCandidate, unknownSession, type CandidateCall } from '../candidate-admission.ts';
import { logEvents } from './attempt-events.ts';
import { isActiveDevice } from './attempt-outcome.ts';
import { reportedEvents } from './reported-events.ts';
import type { TestCallCache } from './test-call-cache.ts';
import { readTestCallSnapshot } from './test-call-snapshot.ts';

/** A presence call with the candidate's checked token. */
export interface PresenceCall extends CandidateCall {
  body: Presence;
  /** The window that sent it (`X-Test-Device`), or null. */
  deviceId: string | null;
  /** The network address it came from (`clientIp`), or null when unknown. */
  network: string | null;
  /** How long without a word before the board calls the device offline (`BoardRules.silentMs`). */
  silentMs: number;
}

/**
 * `POST /test/presence`: the test page of the candidate's open attempt is there and reaches the
 * server. Notes the time (`device_presence`, what the live board's "Offline" is measured from) and
 * logs what the page reports having seen (its offline periods, with the device's times).
 *
 * The usual call carries nothing and costs one statement on the token alone: it only moves a time,
 * and a revoked or logged-out candidate's board row says so whatever the time. A call that
 * carries events writes to the attempt's log, so its candidate is admitted first, as every test
 * call that changes the attempt is. Only the window that drives the attempt counts (an older one
 * left open must not keep a silent device looking present); a closed attempt notes nothing.
 * Returns whether anything was noted.
 */
export async function notePresence(cache: TestCallCache, call: PresenceCall): Promise<boolean> {
  const { candidateId } = call.claims;
  const now = call.now;
  if (call.body.events.length > 0) {
    const snapshot = await readTestCallSnapshot(cache, candidateId);
    if (!snapshot) throw unknownSession();
    admitCandidate(snapshot.candidate, call, 'mcq');
    const attempt = snapshot.attempt;
    if (!attempt || attempt.submittedAt || !isActiveDevice(attempt, call.deviceId)) return false;
    await logEvents(cache.db, attempt.id, now, reportedEvents(call.body.events));
  }
  return markSeen(cache, candidateId, call);
}

/**
 * One statement: the open attempt's presence moved to `now`, with the network address heard from;
 * and, when the device had been silent long enough for the board to call it offline (or is heard
 * for the first time), a row in the board's feed, so its row changes back as soon as it is heard.
 * It answers the address heard before (every CTE reads the tables as they were before the
 * statement, so `before` is the previous call's). When that differs (a phone moving from Wi-Fi to
 * mobile data, or the test handed to another place), a `network-changed` event goes into the
 * attempt's log, for HR to judge (`domain/integrity-flags.ts`): a second statement, written only
 * then, so the usual call stays one statement. A start or resume sets the address too, so a
 * reload on another network is told once, by its `resumed` event.
 */
async function markSeen(
  cache: TestCallCache,
  candidateId: string,
  { deviceId, network, now, silentMs }: PresenceCall,
): Promise<boolean> {
  const at = now.toISOString();
  const silentSince = new Date(now.getTime() - silentMs).toISOString();
  const rows = await queryRows<{
    attemptId: string | null;
    questionIndex: number | null;
    previous: string | null;
  }>(
    cache.db,
    sql`with attempt as (
        select id, candidate_id, current_index from mcq_attempts
        where candidate_id = ${candidateId} and retired_at is null and submitted_at is null
          and (${deviceId}::text is null or active_device_id is null or active_device_id = ${deviceId})
      ),
      before as (
        select p.seen_at, p.network from device_presence p join attempt a on a.id = p.attempt_id
      ),
      seen as (
        insert into device_presence (attempt_id, seen_at, network)
        select id, ${at}::timestamptz, ${network}::text from attempt
        on conflict (attempt_id) do update
          set seen_at = excluded.seen_at,
              network = coalesce(excluded.network, device_presence.network)
        returning attempt_id
      ),
      back as (
        insert into board_changes (candidate_id)
        select a.candidate_id from attempt a
        where not exists (select 1 from before b where b.seen_at >= ${silentSince}::timestamptz)
      )
      select s.attempt_id as "attemptId", a.current_index as "questionIndex",
        (select network from before) as previous
      from seen s join attempt a on a.id = s.attempt_id`,
  );
  const row = rows[0];
  if (!row?.attemptId) return false;
  if (network && row.previous && row.previous !== network)
    await logEvents(cache.db, row.attemptId, now, [
      {
        type: 'network-changed',
        questionIndex: row.questionIndex,
        detail: { network, previous: row.previous },
      },
    ]);
  return true;
}

/**
 * The address a resume came from becomes the one later presence calls are compared with (in the
 * resume's transaction). An attempt not heard from yet has no row, and gets none here: its first
 * presence call writes the address without an event, as after a start.
 */
export async function notePresenceNetwork(tx: Db, attemptId: string, network: string) {
  await tx.update(devicePresence).set({ network }).where(eq(devicePresence.attemptId, attemptId));
}
