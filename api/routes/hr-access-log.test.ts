import { describe, expect, it } from 'vitest';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { parseCsv } from '../lib/csv.ts';
import { recordAudit } from '../services/hr/audit.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { uploadPractical } from '../test-support/practical-upload.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip, unzipEntries } from '../test-support/zips.ts';

interface Person {
  candidateId: string;
  name: string | null;
  reads: number;
  actions: string[];
  staffEmails: string[];
  firstAt: string;
  lastAt: string;
}

describe(`HR access log: who read whose data, and the breach view (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T09:00:00Z'),
    practicalTask: 'Build a task list app',
    staff: [
      ['admin@example.com', 'admin'],
      ['reviewer@example.com', 'reviewer'],
    ],
  });
  const { app, advance } = h;
  const admin = () => h.signedIn('admin@example.com');
  const reviewer = () => h.signedIn('reviewer@example.com');
  const range = (from: string, to: string) =>
    `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const peopleOf = async (query: string): Promise<Person[]> => {
    const res = await (await admin()).get(`/api/hr/access-log/people?${query}&limit=500`);
    expect(res.status, res.text).toBe(200);
    return res.body.items as Person[];
  };

  it('logs a reviewer’s reads of a report and an upload: who, when, what, whose', async () => {
    const asha = await insertCandidate(h.database, { oneTimeId: 'ACC-1', fullName: 'Asha Patel' });
    const uploader = await uploadPractical(
      app(),
      h.database,
      'ACC-2',
      await makeZip({ 'README.md': '# Tasks' }),
    );
    const hr = await reviewer();
    expect((await hr.get(`/api/hr/candidates/${asha.id}/report`)).status).toBe(200);
    advance(60_000);
    const zip = await hr.get(`/api/hr/candidates/${uploader.id}/practical.zip`);
    expect(zip.status).toBe(200);
    // A refused read (no such submission) reads nothing, so logs nothing.
    const nobody = await insertCandidate(h.database, { oneTimeId: 'ACC-3' });
    expect((await hr.get(`/api/hr/candidates/${nobody.id}/practical.zip`)).status).toBe(404);

    const log = await (await admin()).get('/api/hr/access-log?sort=at&order=asc');
    expect(log.status, log.text).toBe(200);
    expect(log.body.total).toBe(2);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        at: '2026-11-23T09:00:00.000Z',
        staff: { id: expect.any(String), email: 'reviewer@example.com' },
        action: 'report',
        subjectType: 'candidate',
        subjectId: asha.id,
        subjectName: 'Asha Patel',
        people: 1,
      }),
      expect.objectContaining({
        at: '2026-11-23T09:01:00.000Z',
        action: 'upload',
        subjectId: uploader.id,
        detail: { submission: expect.any(String), sha256: expect.any(String) },
      }),
    ]);
    const uploads = await (await admin()).get(`/api/hr/access-log?action=upload`);
    expect(uploads.body.items.map((r: { subjectId: string }) => r.subjectId)).toEqual([
      uploader.id,
    ]);
  });

  it('lists in the breach view exactly the people read in the range, and no one outside it', async () => {
    advance(3_600_000);
    const start = h.clock.now.toISOString();
    const ravi = await insertCandidate(h.database, { oneTimeId: 'ACC-4', fullName: 'Ravi Kumar' });
    const meera = await insertCandidate(h.database, { oneTimeId: 'ACC-5', fullName: 'Meera N' });
    const hr = await reviewer();
    await hr.get(`/api/hr/candidates/${ravi.id}/report`);
    advance(1_000);
    await hr.get(`/api/hr/candidates/${ravi.id}/report`);
    await (await admin()).get(`/api/hr/candidates/${meera.id}/report`);
    advance(1_000);
    const end = h.clock.now.toISOString();

    const inRange = await peopleOf(`${range(start, end)}&sort=name&order=asc`);
    expect(inRange).toEqual([
      expect.objectContaining({
        candidateId: meera.id,
        name: 'Meera N',
        reads: 1,
        actions: ['report'],
        staffEmails: ['admin@example.com'],
      }),
      expect.objectContaining({
        candidateId: ravi.id,
        name: 'Ravi Kumar',
        reads: 2,
        staffEmails: ['reviewer@example.com'],
        firstAt: start,
        lastAt: new Date(Date.parse(start) + 1_000).toISOString(),
      }),
    ]);
    // The earlier reads (the first test's) are outside; so is everything after `end`.
    const earlier = await peopleOf(range('2026-11-23T00:00:00Z', '2026-11-23T09:30:00Z'));
    expect(earlier.map((p) => p.candidateId)).not.toContain(ravi.id);
    expect(earlier).toHaveLength(2);
    await hr.get(`/api/hr/candidates/${meera.id}/report`);
    expect((await peopleOf(range(start, end))).find((p) => p.candidateId === meera.id)?.reads).toBe(
      1,
    );

    const csv = await (await admin()).get(`/api/hr/access-log/people.csv?${range(start, end)}`);
    expect(csv.status).toBe(200);
    expect(
      parseCsv(csv.text)
        .slice(1)
        .map((r) => r.fields[0]),
    ).toEqual([ravi.id, meera.id]);
    expect((await (await admin()).get('/api/hr/access-log/people')).status).toBe(400);
  });

  it('lists the people a list export named, and finds the export by one of them', async () => {
    advance(3_600_000);
    const start = h.clock.now.toISOString();
    const drive = 'Access drive';
    const named = [];
    for (const n of [6, 7, 8])
      named.push(await insertCandidate(h.database, { oneTimeId: `ACC-${n}`, cohort: drive }));
    const hr = await reviewer();
    // Searched by a number all three share: the search is not kept (it may name a person).
    const csv = await hr.get(
      `/api/hr/candidates/export.csv?cohort=${encodeURIComponent(drive)}&q=ACC-`,
    );
    expect(csv.status).toBe(200);
    const results = await hr.get(`/api/hr/results.csv?cohort=${encodeURIComponent(drive)}`);
    expect(results.status).toBe(200);
    // No one of the drive has answered yet: the answers export names no one, and is still a read.
    const answers = await hr.get(`/api/hr/answers.csv?cohort=${encodeURIComponent(drive)}`);
    expect(parseCsv(answers.text)).toHaveLength(1);
    advance(1_000);
    const end = h.clock.now.toISOString();

    const people = await peopleOf(range(start, end));
    expect(people.map((p) => p.candidateId).sort()).toEqual(named.map((c) => c.id).sort());
    expect(people[0]).toMatchObject({
      actions: ['candidates-export', 'results-export'],
      staffEmails: ['reviewer@example.com'],
      reads: 2,
    });

    const rows = await (await admin()).get(`/api/hr/access-log?subjectId=${named[1]?.id}`);
    expect(rows.body.items).toEqual([
      expect.objectContaining({ action: 'results-export', subjectType: 'candidates', people: 3 }),
      expect.objectContaining({ action: 'candidates-export', people: 3 }),
    ]);
    expect(rows.body.items[0].detail).toMatchObject({ part: 1, query: { cohort: drive } });
    const listed = await (await admin()).get('/api/hr/access-log?action=candidates-export');
    expect(listed.body.items[0].detail).toEqual({
      export: expect.any(String),
      part: 1,
      query: { cohort: drive },
      searched: true,
    });
    const empty = await (await admin()).get('/api/hr/access-log?action=answers-export');
    expect(empty.body.items).toEqual([
      expect.objectContaining({ subjectType: 'candidates', people: 0 }),
    ]);
    // The person's own data export tells them of the exports that named them.
    const archive = await (await admin()).get(`/api/hr/people/candidates/${named[2]?.id}/export`);
    const entries = await unzipEntries(archive.bytes);
    const record = [...entries.entries()].find(([name]) => name.endsWith('.json'))?.[1];
    expect(JSON.parse(String(record)).reads).toEqual([
      expect.objectContaining({ action: 'candidates-export' }),
      expect.objectContaining({ action: 'results-export' }),
    ]);
    // The log's own export keeps the ids the page leaves out.
    const logCsv = await (await admin()).get(`/api/hr/access-log/export.csv?action=results-export`);
    const [header, first] = parseCsv(logCsv.text).map((r) => r.fields);
    const ids = first?.[header?.indexOf('candidate_ids') ?? -1]?.split(' ') ?? [];
    expect(ids.sort()).toEqual(named.map((c) => c.id).sort());
  });

  it('logs a person’s data export; after their erasure the view says so and the chains verify', async () => {
    advance(3_600_000);
    const start = h.clock.now.toISOString();
    const leela = await insertCandidate(h.database, { oneTimeId: 'ACC-9', fullName: 'Leela Iyer' });
    // An audit row about her, which the erasure redacts.
    await recordAudit(h.database.db, null, h.clock.now, {
      action: 'candidate.updated',
      entityType: 'candidate',
      entityId: leela.id,
      reason: 'Leela asked for her new address',
      before: { email: 'leela@old.example' },
      after: { email: 'leela@new.example' },
    });
    const hr = await admin();
    const archive = await hr.get(`/api/hr/people/candidates/${leela.id}/export`);
    expect(archive.status, archive.text).toBe(200);
    const erased = await hr.post(`/api/hr/people/candidates/${leela.id}/erase`, {
      reason: 'Asked to be forgotten',
    });
    expect(erased.status, erased.text).toBe(200);
    advance(1_000);

    expect(await peopleOf(range(start, h.clock.now.toISOString()))).toEqual([
      expect.objectContaining({
        candidateId: leela.id,
        name: 'Erased candidate',
        erased: true,
        actions: ['person-export'],
        staffEmails: ['admin@example.com'],
      }),
    ]);
    const chains = await hr.get('/api/hr/log-chains');
    expect(chains.body.audit).toMatchObject({ verifies: true, brokenAtId: null });
    expect(chains.body.audit.redactedRows).toBeGreaterThan(0);
    expect(chains.body.access).toMatchObject({ verifies: true, brokenAtId: null });
  });

  it('logs an enquirer’s and a subscriber’s data exports by id, never by address', async () => {
    const [enquiry] = await h.database.db
      .insert(contactEnquiries)
      .values({
        name: 'Kiran Shah',
        email: 'kiran@example.com',
        contact: '+91 98765 43210',
        subject: 'A website',
        message: 'Please call me.',
        createdAt: h.clock.now,
      })
      .returning();
    const [subscriber] = await h.database.db
      .insert(newsletterSubscribers)
      .values({
        email: 'nila@example.com',
        unsubscribeToken: 'acc-token',
        subscribedAt: h.clock.now,
      })
      .returning();
    const hr = await admin();
    expect((await hr.get('/api/hr/people/enquirers/export?email=kiran@example.com')).status).toBe(
      200,
    );
    expect((await hr.get(`/api/hr/people/subscribers/${subscriber?.id}/export`)).status).toBe(200);

    const log = await hr.get('/api/hr/access-log?action=person-export&limit=2');
    expect(log.body.items).toEqual([
      expect.objectContaining({
        subjectType: 'subscriber',
        subjectId: subscriber?.id,
        detail: null,
      }),
      expect.objectContaining({
        subjectType: 'enquirer',
        subjectId: enquiry?.id,
        detail: { enquiryIds: [enquiry?.id] },
      }),
    ]);
    for (const address of ['kiran@example.com', 'nila@example.com'])
      expect(JSON.stringify(log.body.items)).not.toContain(address);
  });

  it('refuses the log, the breach view and the chains to reviewers', async () => {
    const hr = await reviewer();
    for (const path of [
      '/api/hr/access-log',
      '/api/hr/access-log/export.csv',
      `/api/hr/access-log/people?${range('2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z')}`,
      '/api/hr/log-chains',
    ])
      expect((await hr.get(path)).status, path).toBe(403);
  });

  it('checks both logs’ chains for admins', async () => {
    const res = await (await admin()).get('/api/hr/log-chains');
    expect(res.status).toBe(200);
    expect(res.body.access).toMatchObject({ verifies: true, brokenAtId: null, redactedRows: 0 });
    // Two reads, four reads, three exports and four people's exports: one row each.
    expect(res.body.access.rows).toBe(13);
    expect(res.body.audit).toMatchObject({ verifies: true, brokenAtId: null });
  });
});
