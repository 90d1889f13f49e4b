import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { practicalSubmissions } from '../db/schema/practical.ts';
import { practicalFingerprints, practicalSimilarPairs } from '../db/schema/practical-review.ts';
import type { SimilarPairView } from '../../shared/contract/hr-practical.ts';
import { uploadPractical } from '../test-support/practical-upload.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { declareHugeSizes, makeZip } from '../test-support/zips.ts';

/** `n` distinct lines of code, different for each `topic`. */
const code = (topic: string, n: number, from = 0) =>
  Array.from(
    { length: n },
    (_, i) =>
      `  const ${topic}Value${from + i} = compute${topic}(${from + i}, "item ${from + i}");`,
  ).join('\n');

const original = {
  'task-list/src/App.js': code('App', 60),
  'task-list/src/api.js': code('Api', 40),
  'task-list/package-lock.json': '{ "lockfileVersion": 3, "name": "task-list" }',
};
// A near copy: App.js byte for byte in another folder, api.js with a few lines changed.
const nearCopy = {
  'my-app/App.js': code('App', 60),
  'my-app/api.js': `${code('Api', 35)}\n${code('Mine', 5)}`,
  'my-app/package-lock.json': '{ "lockfileVersion": 3, "name": "task-list" }',
};
// A different project altogether (a weather widget): shares no file and no line with the others.
const different = { 'weather/main.js': code('Weather', 80), 'weather/store.js': code('Store', 30) };

const names = (pair: SimilarPairView) => [pair.a.oneTimeId, pair.b.oneTimeId];

/** Submissions of one cohort (or day) that share files or most lines are listed side by side. */
describe(`HR practical review: similar submissions (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-24T06:00:00Z'),
    practicalTask: 'Build a task list',
    staff: [['reviewer@example.com', 'reviewer']],
  });
  const { app } = h;
  const reviewer = () => h.signedIn('reviewer@example.com');
  const upload = async (id: string, files: Record<string, string | Buffer>, cohort?: string) =>
    uploadPractical(app(), h.database, id, await makeZip(files), { cohort });

  it('lists a near copy in the cohort with the files it shares, and not a different project', async () => {
    const first = await upload('SIM-A1', original, 'Drive A');
    await upload('SIM-A2', nearCopy, 'Drive A');
    await upload('SIM-A3', different, 'Drive A');
    // Another drive, the same day: compared by the day, not listed for Drive A.
    await upload('SIM-B1', nearCopy, 'Drive B');
    // Another day, no cohort: never compared with these.
    h.clock.now = new Date('2026-11-26T06:00:00Z');
    await upload('SIM-X1', original);

    const hr = await reviewer();
    const cohort = await hr.get('/api/hr/practical/similarity?cohort=Drive%20A');
    expect(cohort.status, cohort.text).toBe(200);
    expect(cohort.body).toMatchObject({ total: 1, unread: 0, rules: { jaccard: 0.5 } });
    const pair: SimilarPairView = cohort.body.items[0];
    expect(names(pair).sort()).toEqual(['SIM-A1', 'SIM-A2']);
    const inA1 = pair.a.oneTimeId === 'SIM-A1' ? 'pathA' : 'pathB';
    expect(pair.sharedFiles).toHaveLength(1);
    expect(pair.sharedFiles[0]).toMatchObject({
      [inA1]: 'task-list/src/App.js',
      [inA1 === 'pathA' ? 'pathB' : 'pathA']: 'my-app/App.js',
    });
    // 95 of the 100 lines of SIM-A1 are in SIM-A2 (whose 5 other lines are its own).
    expect(pair.sharedLines).toBe(95);
    expect(pair.lineJaccard).toBeCloseTo(95 / 105, 5);
    expect(pair.lineContainment).toBeCloseTo(0.95, 5);

    const day = await hr.get('/api/hr/practical/similarity?day=2026-11-24');
    expect(day.body.items.map((p: SimilarPairView) => names(p).sort().join('+')).sort()).toEqual([
      'SIM-A1+SIM-A2',
      'SIM-A1+SIM-B1',
      'SIM-A2+SIM-B1',
    ]);
    expect((await hr.get('/api/hr/practical/similarity?day=2026-11-26')).body.total).toBe(0);
    expect((await hr.get('/api/hr/practical/similarity')).body.total).toBe(3);
    expect((await hr.get('/api/hr/practical/similarity?day=24-11-2026')).status).toBe(400);

    // The candidate's own view: they are `a` of each match (both matches are the same copy).
    const mine = await hr.get(`/api/hr/candidates/${first.id}/practical/similar`);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.fingerprint).toEqual({
      filesHashed: 2,
      uniqueLines: 100,
      skipped: { boilerplate: 1 },
    });
    const matches = mine.body.matches as SimilarPairView[];
    expect(matches.map((m) => `${m.a.oneTimeId}+${m.b.oneTimeId}`).sort()).toEqual([
      'SIM-A1+SIM-A2',
      'SIM-A1+SIM-B1',
    ]);
    for (const match of matches)
      expect(match.sharedFiles).toMatchObject([
        { pathA: 'task-list/src/App.js', pathB: 'my-app/App.js' },
      ]);
  });

  it("compares by the day on the company's clock (COMPANY_TIME_ZONE), not India's", async () => {
    // 10:00 and 22:00 UTC on 27 November: one day in London; in India the second is the 28th.
    const london = app({ COMPANY_TIME_ZONE: 'Europe/London' });
    h.clock.now = new Date('2026-11-27T10:00:00Z');
    await uploadPractical(london, h.database, 'TZ-L1', await makeZip(original));
    h.clock.now = new Date('2026-11-27T22:00:00Z');
    await uploadPractical(london, h.database, 'TZ-L2', await makeZip(nearCopy));

    const inLondon = await h.signedIn('reviewer@example.com', london);
    const sameDay = await inLondon.get('/api/hr/practical/similarity?day=2026-11-27');
    expect(sameDay.status, sameDay.text).toBe(200);
    expect(sameDay.body.items.map((p: SimilarPairView) => names(p).sort().join('+'))).toEqual([
      'TZ-L1+TZ-L2',
    ]);
    // On India's clock the two are a day apart: neither day holds the pair.
    const inIndia = await reviewer();
    for (const day of ['2026-11-27', '2026-11-28'])
      expect((await inIndia.get(`/api/hr/practical/similarity?day=${day}`)).body.total).toBe(0);
  });

  it('fingerprints submissions stored before fingerprints existed when they are asked about', async () => {
    h.clock.now = new Date('2026-11-27T06:00:00Z');
    const first = await upload('SIM-C1', original, 'Drive C');
    const second = await upload('SIM-C2', nearCopy, 'Drive C');
    const ids = (
      await h.database.db
        .select({ id: practicalSubmissions.id })
        .from(practicalSubmissions)
        .where(inArray(practicalSubmissions.candidateId, [first.id, second.id]))
    ).map((r) => r.id);
    await h.database.db
      .delete(practicalSimilarPairs)
      .where(inArray(practicalSimilarPairs.submissionId, ids));
    await h.database.db
      .delete(practicalFingerprints)
      .where(inArray(practicalFingerprints.submissionId, ids));

    const listed = await (await reviewer()).get('/api/hr/practical/similarity?cohort=Drive%20C');
    expect(listed.body).toMatchObject({ total: 1, unread: 0 });
    expect(names(listed.body.items[0]).sort()).toEqual(['SIM-C1', 'SIM-C2']);
  });

  it('fingerprints an upload holding a zip bomb within the caps, and stores it', async () => {
    h.clock.now = new Date('2026-11-28T06:00:00Z');
    // 64 MiB of zeros, about 64 kB deflated, declared as 1 kB.
    const zip = declareHugeSizes(
      await makeZip({
        'app/zeros.txt': Buffer.alloc(64 * 1024 * 1024),
        'app/main.js': code('M', 40),
      }),
      1024,
    );
    const started = performance.now();
    const candidate = await uploadPractical(app(), h.database, 'SIM-BOMB', zip);
    expect(performance.now() - started).toBeLessThan(15_000);
    const [row] = await h.database.db
      .select({
        skipped: practicalFingerprints.skipped,
        bytesRead: practicalFingerprints.bytesRead,
      })
      .from(practicalFingerprints)
      .innerJoin(
        practicalSubmissions,
        eq(practicalSubmissions.id, practicalFingerprints.submissionId),
      )
      .where(eq(practicalSubmissions.candidateId, candidate.id));
    expect(row?.skipped).toEqual({ 'too-large': 1 });
    expect(row?.bytesRead).toBeLessThan(2 * 1024 * 1024);
  });
});
