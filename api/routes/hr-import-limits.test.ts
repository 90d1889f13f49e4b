import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit-log.ts';
import { mcqQuestions } from '../db/schema/question-bank.ts';
import { captureLog, type CapturedLog } from '../test-support/captured-log.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const aikenQuestions = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `Q${from + i}?\nA) a\nB) b\nANSWER: B\n`).join('\n');

describe(`HR import limits (${testEngine})`, () => {
  const h = useHrHarness({ now: new Date('2026-11-23T09:00:00Z'), staff: adminAndReviewer });
  const admin = () => h.signedIn('admin@example.com');
  const importQuestions = async (format: string, text: string, query = '') =>
    (await admin()).post(`/api/hr/questions/import?format=${format}${query}`, text, {
      contentType: 'text/plain',
    });
  const storedQuestions = async () =>
    (await h.database.db.select({ n: count() }).from(mcqQuestions))[0]?.n;
  let log: CapturedLog;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('refuses more questions than the cap (12,000 once failed a single insert with a 500)', async () => {
    const res = await importQuestions('aiken', aikenQuestions(12_000));
    expect(res.status, res.text).toBe(422);
    expect(res.body.errors).toEqual([
      {
        line: 1,
        message:
          'At most 5000 questions per file (this one has 12000): split it into several files.',
      },
    ]);
    expect(await storedQuestions()).toBe(0);
    expect(log.messages('error')).toEqual([]);
  });

  it('refuses a 2 MB GIFT question of empty answers with one error, quickly', async () => {
    const text = `Too many? {=right\n${'~\n'.repeat(1_000_000)}}\n`;
    expect(text.length).toBeLessThan(2 * 1024 * 1024);
    for (const query of ['&dryRun=1', '']) {
      const started = performance.now();
      const res = await importQuestions('gift', text, query);
      expect(res.status, res.text).toBe(query ? 200 : 422);
      expect(res.body.errors).toEqual([
        { line: 1, message: expect.stringMatching(/^This question is longer than 20000/) },
      ]);
      // About 0.3 s on a quiet machine (npm run bench:imports): the bound leaves room for a loaded one.
      expect(performance.now() - started).toBeLessThan(10_000);
    }
  });

  it('stores an import of 1,200 questions over several statements, each question with its audit row', async () => {
    const res = await importQuestions('aiken', aikenQuestions(1200), '&category=Bulk');
    expect(res.status, res.text).toBe(201);
    expect(res.body.created).toHaveLength(1200);
    const stored = await h.database.db
      .select({ id: mcqQuestions.id, question: mcqQuestions.question })
      .from(mcqQuestions)
      .where(eq(mcqQuestions.topic, 'Bulk'));
    expect(stored).toHaveLength(1200);
    const questionOf = new Map(stored.map((q) => [q.id, q.question]));
    // Each created question's id names the row of its own text, across statement boundaries.
    for (const q of res.body.created as { id: string; question: string }[])
      expect(questionOf.get(q.id)).toBe(q.question);
    const audit = await h.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'question.imported'));
    expect(audit).toHaveLength(1200);
    for (const { after } of audit) {
      const { id, question } = after as { id: string; question: string };
      expect(questionOf.get(id)).toBe(question);
    }
  });

  describe('candidates', () => {
    const header = 'name,email,phone,test_type,time_factor,window_start,window_end';
    const importCandidates = async (text: string) =>
      (await admin()).post('/api/hr/candidates/import?dryRun=1', text, {
        contentType: 'text/csv',
      });

    it('refuses more candidates than the cap with the cap alone', async () => {
      const rows = Array.from({ length: 5001 }, (_, i) => `C ${i},c${i}@example.com,,mcqs,,,`);
      const res = await importCandidates([header, ...rows].join('\n'));
      expect(res.status).toBe(200);
      expect(res.body.errors).toEqual([
        {
          line: 1,
          message:
            'At most 5000 candidates per file (this one has 5001): split it into several files.',
        },
      ]);
    });

    it('names a row over 10,000 characters at its line and reads the rest', async () => {
      const text = [
        header,
        `"${'Long '.repeat(2001)}",long@example.com,,mcqs,,,`,
        'Fine,fine@example.com,,mcqs,,,',
      ].join('\n');
      const res = await importCandidates(text);
      expect(res.body.errors).toEqual([
        { line: 2, message: 'This row is longer than 10000 characters.' },
      ]);
      expect(res.body.created.map((c: { line: number }) => c.line)).toEqual([3]);
    });
  });
});
