import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { runRetentionUntilDone } from '../services/privacy/retention.ts';
import { testEngine } from '../test-support/test-database.ts';

/**
 * Issue 40, acceptance: the retention job with a controlled clock — warned ahead, erased on the
 * day, nothing erased early; enquiries and unsubscribed addresses on their own periods.
 */
describe(`the retention job (${testEngine})`, () => {
  const start = new Date('2026-12-01T04:30:00Z');
  const h = useHrHarness({ now: start, bank: true, staff: adminAndReviewer });
  const day = 86_400_000;
  /** Moves the clock to `days` after the start. */
  const at = (days: number) => h.advance(start.getTime() + days * day - h.clock.now.getTime());

  async function candidateState(id: string) {
    const [row] = await queryRows<{ full_name: string; erased_at: Date | string | null }>(
      h.database.db,
      sql`select full_name, erased_at from candidates where id = ${id}`,
    );
    return row;
  }

  async function retentionMail() {
    return queryRows<{ subject: string; text_body: string }>(
      h.database.db,
      sql`select subject, text_body from mail_outbox where kind = 'retention-report' order by created_at`,
    );
  }

  it('warns ahead once, erases a drive on its day and not before, and each kind on its own period', async () => {
    const admin = await h.signedIn('admin@example.com');
    // The default assessment exists once a settings call has made it, as start-up does.
    expect((await admin.get('/api/hr/settings')).status).toBe(200);
    const assessments = (await admin.get('/api/hr/assessments')).body.items as {
      id: string;
      isDefault: boolean;
    }[];
    const assessmentId = assessments.find((a) => a.isDefault)?.id;
    const drive = await admin.post('/api/hr/drives', {
      name: 'Campus December',
      assessmentId,
      retentionDays: 30,
    });
    expect(drive.status, drive.text).toBe(201);
    expect(drive.body.drive.retentionDays).toBe(30);

    const add = async (name: string, cohort?: string) => {
      const res = await admin.post('/api/hr/candidates', {
        name,
        email: `${name.split(' ')[0]?.toLowerCase()}@example.in`,
        testType: 'mcqs',
        ...(cohort && { cohort }),
      });
      expect(res.status, res.text).toBe(201);
      return res.body as {
        candidate: { id: string };
        credentials: { oneTimeId: string; password: string };
      };
    };
    const inDrive = await add('Ravi Menon', 'Campus December');
    const outside = await add('Kiran Shah');
    // Ravi takes the test; a reviewer decides on it the next day: the drive's last decision.
    const api = interviewClient(h.app());
    const token = (await api.login(inDrive.credentials.oneTimeId, inDrive.credentials.password))
      .body.accessToken as string;
    expect((await api.start(token)).status).toBe(200);
    const ended = await api.submit(token, {
      candidateId: inDrive.candidate.id,
      reason: 'completed',
      answers: [],
    });
    expect(ended.status).toBe(200);
    at(1);
    const reviewer = await h.signedIn('reviewer@example.com');
    const decided = await reviewer.post(`/api/hr/candidates/${inDrive.candidate.id}/decisions`, {
      kind: 'accept',
      reason: 'Looked at the timeline',
    });
    expect(decided.status, decided.text).toBe(200);
    // An enquiry today, and an address unsubscribed five days from now.
    await h.database.db.insert(contactEnquiries).values({
      name: 'Old Enquirer',
      email: 'old.enquirer@example.in',
      contact: '9825000000',
      subject: 'A website',
      message: 'Please call me',
      createdAt: start,
    });
    await h.database.db.insert(newsletterSubscribers).values({
      email: 'gone@example.in',
      unsubscribeToken: 'token-gone',
      subscribedAt: start,
      unsubscribedAt: new Date(start.getTime() + 5 * day),
    });

    // Days pass between runs: each signs in afresh (a session ends after hours).
    const asAdmin = () => h.signedIn('admin@example.com');
    const run = async () => {
      const res = await (await asAdmin()).post('/api/hr/retention/run', {});
      expect(res.status, res.text).toBe(200);
      return res.body.run as null | {
        warned: { subjectKey: string; dueAt: string; people: number }[];
        erased: { subjectKey: string; people: number }[];
      };
    };

    // The drive is due 30 days after its last decision (day 1): day 31. Fourteen days ahead is day 17.
    at(16);
    expect(await run()).toBeNull();
    const upcoming = (await (await asAdmin()).get('/api/hr/retention')).body.upcoming as {
      subjectKey: string;
      dueAt: string;
    }[];
    expect(upcoming.find((u) => u.subjectKey.startsWith('drive:'))?.dueAt).toBe(
      new Date(start.getTime() + 31 * day).toISOString(),
    );

    at(17.5);
    const warned = await run();
    expect(warned?.warned.map((w) => [w.subjectKey.split(':')[0], w.people])).toEqual([
      ['drive', 1],
    ]);
    expect(warned?.erased).toEqual([]);
    expect((await retentionMail()).map((m) => m.subject)).toEqual([
      'Personal data will be erased soon',
    ]);
    expect((await retentionMail())[0]?.text_body).toContain('Drive Campus December (1 person)');
    // Warned once: the next day's run has nothing new to say.
    at(18.5);
    expect(await run()).toBeNull();

    // An hour before the day, nothing is erased; the unsubscribed address is not due until day 35.
    at(31 - 1 / 24);
    expect(await run()).toBeNull();
    expect((await candidateState(inDrive.candidate.id))?.erased_at).toBeNull();

    at(31 + 1 / 24);
    const erased = await run();
    expect(erased?.erased.map((e) => [e.subjectKey.split(':')[0], e.people])).toEqual([
      ['drive', 1],
    ]);
    expect(await candidateState(inDrive.candidate.id)).toMatchObject({
      full_name: 'Erased candidate',
    });
    expect((await candidateState(outside.candidate.id))?.erased_at).toBeNull();
    const register = (await (await asAdmin()).get('/api/hr/erasures')).body.items as {
      source: string;
      subjectIds: string[];
      actor: { email: string | null };
    }[];
    expect(register).toEqual([
      expect.objectContaining({
        source: 'retention',
        subjectIds: [inDrive.candidate.id],
        actor: { id: null, email: null },
      }),
    ]);

    at(35.5);
    expect((await run())?.erased).toEqual([
      { subjectKey: 'unsubscribed', label: 'Unsubscribed addresses', people: 1 },
    ]);
    // Kiran, outside drives, is kept 180 days from their last activity (day 0); the enquiry 365.
    at(179);
    expect((await run())?.warned.map((w) => w.subjectKey)).toEqual([
      `candidate:${outside.candidate.id}`,
    ]);
    at(180.1);
    expect((await run())?.erased.map((e) => e.subjectKey)).toEqual([
      `candidate:${outside.candidate.id}`,
    ]);
    const [enquiries] = await queryRows<{ n: number | string }>(
      h.database.db,
      sql`select count(*) as n from contact_enquiries`,
    );
    expect(Number(enquiries?.n)).toBe(1);
    at(365.1);
    expect((await run())?.erased.map((e) => e.subjectKey)).toEqual(['enquiries']);
    const runs = (await (await asAdmin()).get('/api/hr/retention')).body.runs as unknown[];
    expect(runs).toHaveLength(6);
  });

  it('erases a large drive in batches, until none is due, and nothing of another', async () => {
    const made = new Date('2025-01-10T06:00:00Z');
    for (const oneTimeId of ['BIG-1', 'BIG-2', 'BIG-3'])
      await insertCandidate(h.database, { oneTimeId, cohort: 'Big drive', createdAt: made });
    await insertCandidate(h.database, { oneTimeId: 'NEW-1', cohort: 'New drive' });
    const mail = { to: 'hr@example.com', siteUrl: 'https://example.com' };
    const later = new Date(made.getTime() + 181 * day);
    const runs = await runRetentionUntilDone(h.database.db, () => later, mail, {
      batchSize: 2,
      pauseMs: 0,
    });
    expect(runs.map((r) => r.erased.map((e) => e.people))).toEqual([[2], [1]]);
    const left = await queryRows<{ one_time_id: string }>(
      h.database.db,
      sql`select one_time_id from candidates where erased_at is null and one_time_id like 'BIG-%'
          or one_time_id = 'NEW-1' order by one_time_id`,
    );
    expect(left.map((r) => r.one_time_id)).toEqual(['NEW-1']);
  });

  it('is for admins only', async () => {
    const reviewer = await h.signedIn('reviewer@example.com');
    expect((await reviewer.post('/api/hr/retention/run', {})).status).toBe(403);
    expect((await reviewer.get('/api/hr/retention')).status).toBe(403);
  });
});
