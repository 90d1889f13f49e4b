import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit-log.ts';
import { parseCsv } from '../lib/csv.ts';
import { mcqAttempts } from '../db/schema/mcq-attempts.ts';
import { createCandidate, testPassword } from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';
import { pngOf } from '../test-support/images.ts';

const aiken = `What does SQL stand for?
A) Structured Query Language
B) Simple Question List
C) Sequential Query Logic
ANSWER: A

Which hook keeps state in a React component?
A. useState
B. useMemo
ANSWER: A

Which keyword removes duplicate rows?
A) UNIQUE
B) DISTINCT
C) ONLY
D) SINGLE
ANSWER: B
`;

describe(`HR question bank (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T09:00:00Z'),
    staff: adminAndReviewer,
  });
  const { app } = h;
  const admin = () => h.signedIn('admin@example.com');
  let candidates = 0;
  const importFile = async (format: string, text: string, query = '') =>
    (await admin()).post(`/api/hr/questions/import?format=${format}${query}`, text, {
      contentType: 'text/plain',
    });
  async function candidateToken() {
    candidates += 1;
    const id = `Q-CAND-${candidates}`;
    const row = await createCandidate(h.database, id);
    return {
      id: row.id,
      token: (await interviewClient(app()).login(id, testPassword)).body.accessToken as string,
    };
  }

  /** Takes the whole test, choosing by `choose` (the index shown), and returns the result. */
  async function takeTest(
    token: string,
    candidateId: string,
    choose: (state: { data: { _id: string; question: string; options: string[] } }) => number,
  ) {
    const client = interviewClient(app());
    let state = (await client.start(token)).body;
    const total = state.totalQuestions as number;
    for (let i = 0; i < total - 1; i++) state = (await client.next(token, i, choose(state))).body;
    const final = await client.submit(token, {
      candidateId,
      reason: 'completed',
      answers: [{ questionId: state.data._id, selectedOptionIndex: choose(state) }],
    });
    expect(final.status, JSON.stringify(final.body)).toBe(200);
    return final.body.data as { finalResult: string };
  }

  describe('Aiken', () => {
    it('previews a good file with dryRun and creates nothing', async () => {
      const res = await importFile('aiken', aiken, '&dryRun=1&category=SQL');
      expect(res.status).toBe(200);
      expect(res.body.errors).toEqual([]);
      expect(
        res.body.created.map((q: { line: number; correctOptionIndex: number }) => [
          q.line,
          q.correctOptionIndex,
        ]),
      ).toEqual([
        [1, 0],
        [7, 0],
        [12, 1],
      ]);
      expect((await (await admin()).get('/api/hr/questions')).body.total).toBe(0);
    });

    it('names the line of each broken question and creates nothing', async () => {
      const broken = [
        'Question with a gap?', //  1
        'A) one', //                2
        'C) three', //              3: out of order
        'ANSWER: A', //             4
        '', //                      5
        'No answer line here?', //  6
        'A) yes', //                7
        'B) no', //                 8
        '', //                      9
        'Answer out of range?', // 10
        'A) x', //                 11
        'B) y', //                 12
        'ANSWER: D', //            13
        '', //                     14
        'One option only?', //     15
        'A) lonely', //            16
        'ANSWER: A', //            17
      ].join('\n');
      const res = await importFile('aiken', broken);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { line: 3, message: 'Expected option B) here, found C).' },
        { line: 6, message: 'This question has no ANSWER: line (e.g. "ANSWER: B").' },
        { line: 13, message: 'ANSWER: D is not one of the options A–B.' },
        { line: 15, message: 'A question needs 2 to 6 options' },
      ]);
      expect((await (await admin()).get('/api/hr/questions')).body.total).toBe(0);
    });
  });

  describe('GIFT', () => {
    const gift = `// a comment
$CATEGORY: $course$/top/React

::Q1:: Which hook runs after render? {
  =useEffect
  ~useState
  ~useRef
}

Escapes work: 2 \\= 2 and a \\{brace\\} {=yes ~no}
`;
    it('imports the multiple-choice subset with categories and escapes', async () => {
      const res = await importFile('gift', gift, '&dryRun=1');
      expect(res.body.errors).toEqual([]);
      expect(res.body.created).toEqual([
        expect.objectContaining({
          line: 4,
          category: 'React',
          question: 'Which hook runs after render?',
          options: ['useEffect', 'useState', 'useRef'],
          correctOptionIndex: 0,
        }),
        expect.objectContaining({
          line: 10,
          category: 'React',
          question: 'Escapes work: 2 = 2 and a {brace}',
          options: ['yes', 'no'],
        }),
      ]);
    });

    it('names each unsupported or broken question by its first line', async () => {
      const broken = [
        '::TF:: The sky is blue. {T}', //            1
        '', //                                        2
        '::SA:: Two plus two? {=four =4}', //          3
        '', //                                        4
        'Open brace {=a ~b', //                      5
        '', //                                        6
        'Who wrote it? {=Me ~You #because}', //        7
        '', //                                        8
        'Name it. {=Only one answer}', //             9
        '', //                                       10
        'Weighted {~%50%half =full ~none}', //        11
      ].join('\n');
      const res = await importFile('gift', broken);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { line: 1, message: 'True/false questions are not supported (only multiple choice).' },
        {
          line: 3,
          message:
            'Short-answer questions are not supported (only multiple choice: one =right and 1–5 ~wrong answers).',
        },
        { line: 5, message: 'The answers are never closed: a } is missing.' },
        { line: 7, message: 'Answer feedback (#…) is not supported: remove it.' },
        {
          line: 9,
          message:
            'Short-answer questions are not supported (only multiple choice: one =right and 1–5 ~wrong answers).',
        },
        {
          line: 11,
          message:
            'Weighted answers (%50%) are not supported: one answer is right, the others wrong.',
        },
      ]);
    });
  });

  describe('CSV', () => {
    const header =
      'category,difficulty,question,option_a,option_b,option_c,option_d,option_e,option_f,correct';
    it('imports the template and reports broken lines', async () => {
      const good = `${header}\nSQL,easy,"Which clause filters rows, before grouping?",WHERE,HAVING,,,,,A\n`;
      const ok = await importFile('csv', good, '&dryRun=1');
      expect(ok.body).toMatchObject({
        errors: [],
        created: [
          {
            line: 2,
            category: 'SQL',
            difficulty: 'easy',
            options: ['WHERE', 'HAVING'],
            correctOptionIndex: 0,
          },
        ],
      });
      const broken = [
        header,
        'SQL,easy,Gap?,a,,c,,,,A',
        'SQL,tricky,Hard?,a,b,,,,,A',
        'SQL,easy,Wrong key?,a,b,,,,,C',
        'SQL,easy,,a,b,,,,,A',
      ].join('\n');
      const res = await importFile('csv', broken);
      expect(res.body.errors).toEqual([
        { line: 2, message: 'Options must be filled from option_a on, without gaps.' },
        { line: 3, message: 'difficulty must be easy, medium or hard' },
        { line: 4, message: 'correct must be the letter of a filled option (A–B), found "C".' },
        { line: 5, message: 'Question is required' },
      ]);
    });
  });

  it('imports for real, audits each question, and the next candidate is served those questions', async () => {
    const res = await importFile('aiken', aiken, '&category=SQL');
    expect(res.status, res.text).toBe(201);
    expect(res.body.created.every((q: { id?: string }) => typeof q.id === 'string')).toBe(true);
    expect(
      (await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'question.imported')))
        .length,
    ).toBe(3);
    const { token } = await candidateToken();
    const client = interviewClient(app());
    const first = (await client.start(token)).body;
    expect(first.totalQuestions).toBe(3);
    const texts = aiken.split('\n\n').map((block) => block.split('\n')[0]);
    expect(texts).toContain(first.data.question);
  });

  it('exports each format so that it imports back to the same questions', async () => {
    const hr = await admin();
    for (const format of ['aiken', 'gift', 'moodle', 'csv']) {
      const exported = await hr.get(`/api/hr/questions/export?format=${format}`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(/attachment/);
      const back = await importFile(format, exported.text, '&dryRun=1&category=SQL');
      expect(back.body.errors, format).toEqual([]);
      expect(
        back.body.created
          .map((q: { question: string; options: string[]; correctOptionIndex: number }) => [
            q.question,
            q.options,
            q.correctOptionIndex,
          ])
          .sort(),
      ).toEqual(
        [
          [
            'What does SQL stand for?',
            ['Structured Query Language', 'Simple Question List', 'Sequential Query Logic'],
            0,
          ],
          ['Which hook keeps state in a React component?', ['useState', 'useMemo'], 0],
          ['Which keyword removes duplicate rows?', ['UNIQUE', 'DISTINCT', 'ONLY', 'SINGLE'], 1],
        ].sort(),
      );
    }
  });

  it('keeps scoring past attempts on the version they were shown when a used question is edited', async () => {
    const hr = await admin();
    const { id: candidateId, token } = await candidateToken();
    const client = interviewClient(app());
    const bank = (await hr.get('/api/hr/questions')).body.items as {
      id: string;
      question: string;
      options: string[];
      correctOptionIndex: number;
      category: string;
      difficulty: string;
    }[];
    const keyOf = (text: string) => bank.find((q) => q.question === text)?.correctOptionIndex ?? -1;
    const result = await takeTest(token, candidateId, (state) => keyOf(state.data.question));
    expect(result.finalResult).toBe('100%');

    // The admin changes the key of a question this attempt was shown.
    const target = bank.find((q) => q.question === 'Which keyword removes duplicate rows?');
    if (!target) throw new Error('question missing');
    const edit = await hr.put(`/api/hr/questions/${target.id}`, {
      ...target,
      options: ['UNIQUE', 'DISTINCT', 'ONLY', 'SINGLE'],
      correctOptionIndex: 0,
      reason: 'Key was wrong',
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.body).toMatchObject({
      newVersion: true,
      question: { version: 2, correctOptionIndex: 0 },
    });
    expect(edit.body.question.id).not.toBe(target.id);
    expect((await client.result(token)).body.data.finalResult).toBe('100%');
    const [attempt] = await h.database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.candidateId, candidateId));
    expect(attempt?.questions.find((q) => q.id === target.id)).toMatchObject({
      version: 1,
      correctOptionIndex: 1,
    });

    const versions = (await hr.get(`/api/hr/questions/${edit.body.question.id}`)).body.versions;
    expect(versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual(
      [
        [2, 'active'],
        [1, 'superseded'],
      ],
    );
    expect(
      (await hr.put(`/api/hr/questions/${target.id}`, { ...target, reason: 'old' })).status,
    ).toBe(409);
    // The next candidate gets version 2; an unused version is edited in place.
    const next = await candidateToken();
    await client.start(next.token);
    const [drawn] = await h.database.db
      .select()
      .from(mcqAttempts)
      .where(eq(mcqAttempts.candidateId, next.id));
    expect(drawn?.questionIds).toContain(edit.body.question.id);
    expect(drawn?.questionIds).not.toContain(target.id);
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'question.versioned'));
    expect(audit[0]).toMatchObject({
      reason: 'Key was wrong',
      before: { version: 1, correctOptionIndex: 1 },
      after: { version: 2, correctOptionIndex: 0 },
    });
  });

  it('creates, edits in place while unused, retires and restores, each audited', async () => {
    const hr = await admin();
    const body = {
      category: 'General',
      difficulty: 'hard',
      question: 'Pick B',
      options: ['A', 'B'],
      correctOptionIndex: 1,
    };
    const created = await hr.post('/api/hr/questions', body);
    expect(created.status).toBe(201);
    const id = created.body.question.id as string;
    expect((await hr.post('/api/hr/questions', { ...body, options: ['only'] })).body.message).toBe(
      'A question needs 2 to 6 options',
    );
    expect(
      (await hr.post('/api/hr/questions', { ...body, correctOptionIndex: 2 })).body.message,
    ).toBe('correctOptionIndex must name one of the options');
    const edited = await hr.put(`/api/hr/questions/${id}`, {
      ...body,
      question: 'Pick B, please',
      reason: 'Politer',
    });
    expect(edited.body).toMatchObject({
      newVersion: false,
      question: { id, version: 1, question: 'Pick B, please' },
    });
    expect(
      (await hr.post(`/api/hr/questions/${id}/retire`, { reason: 'Too easy' })).body.question
        .status,
    ).toBe('retired');
    expect(
      (await hr.get('/api/hr/questions?status=retired')).body.items.map(
        (q: { id: string }) => q.id,
      ),
    ).toEqual([id]);
    expect(
      (await hr.post(`/api/hr/questions/${id}/restore`, { reason: 'Needed' })).body.question.status,
    ).toBe('active');
    const reviewer = await h.signedIn('reviewer@example.com');
    expect((await reviewer.post('/api/hr/questions', body)).status).toBe(403);
    expect((await reviewer.get('/api/hr/questions?category=General')).body.total).toBe(1);
  });

  describe('test settings', () => {
    it('starts from the environment and saves a change with a reason', async () => {
      const hr = await admin();
      const start = await hr.get('/api/hr/settings');
      expect(start.body).toMatchObject({
        settings: {
          questionCount: 10,
          secondsPerQuestion: 60,
          passPercent: 75,
          practicalMinutes: 120,
          shuffleOptions: false,
          questionsPerCategory: {},
        },
        savedAt: null,
      });
      const tooMany = await hr.put('/api/hr/settings', {
        ...start.body.settings,
        questionsPerCategory: { SQL: 50 },
        reason: 'x',
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toMatch(
        /^The category "SQL" has \d+ active questions; 50 asked for\.$/,
      );
      const saved = await hr.put('/api/hr/settings', {
        ...start.body.settings,
        questionsPerCategory: { SQL: 2, General: 1 },
        secondsPerQuestion: 30,
        shuffleOptions: true,
        reason: 'Campus drive format',
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.settings).toMatchObject({ questionCount: 3, secondsPerQuestion: 30 });
      const [row] = await h.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'assessment.updated'));
      expect(row).toMatchObject({
        before: { secondsPerQuestion: 60 },
        after: { secondsPerQuestion: 30 },
      });
    });

    it('draws per category, times questions and shuffles options per candidate, scoring by the shown order', async () => {
      const client = interviewClient(app());
      const hr = await admin();
      const bank = (await hr.get('/api/hr/questions?limit=100')).body.items as {
        id: string;
        question: string;
        options: string[];
        correctOptionIndex: number;
        category: string;
      }[];
      const orders = new Set<string>();
      for (let n = 0; n < 6; n++) {
        const { id, token } = await candidateToken();
        const first = (await client.start(token)).body;
        expect(Date.parse(first.deadlineAt) - Date.parse(first.servedAt)).toBe(30_000);
        const result = await takeTest(token, id, (state) => {
          const q = bank.find((b) => b.question === state.data.question);
          if (!q) throw new Error(`unknown question ${state.data.question}`);
          orders.add(`${q.id}:${state.data.options.join('|')}`);
          // The right option by its text: the index this candidate saw.
          return state.data.options.indexOf(q.options[q.correctOptionIndex] ?? '');
        });
        expect(result.finalResult).toBe('100%');
        const [attempt] = await h.database.db
          .select()
          .from(mcqAttempts)
          .where(eq(mcqAttempts.candidateId, id));
        const categories = attempt?.questions.map((q) => bank.find((b) => b.id === q.id)?.category);
        expect(categories?.filter((c) => c === 'SQL')).toHaveLength(2);
        expect(categories?.filter((c) => c === 'General')).toHaveLength(1);
        for (const q of attempt?.questions ?? []) {
          const original = bank.find((b) => b.id === q.id);
          expect(q.optionOrder?.map((i) => original?.options[i])).toEqual(q.options);
        }
      }
      // Six candidates saw at least one question in two different orders.
      const perQuestion = new Map<string, Set<string>>();
      for (const o of orders) {
        const [qid, opts] = o.split(':') as [string, string];
        perQuestion.set(qid, (perQuestion.get(qid) ?? new Set()).add(opts));
      }
      expect([...perQuestion.values()].some((s) => s.size > 1)).toBe(true);
    });

    it('manages the practical tasks', async () => {
      const hr = await admin();
      const created = await hr.post('/api/hr/practical-tasks', { question: 'Build a todo app' });
      expect(created.status).toBe(201);
      const id = created.body.task.id as string;
      expect((await hr.patch(`/api/hr/practical-tasks/${id}`, { active: false })).status).toBe(400);
      expect(
        (await hr.patch(`/api/hr/practical-tasks/${id}`, { active: false, reason: 'Replaced' }))
          .body.task.active,
      ).toBe(false);
      expect((await hr.get('/api/hr/practical-tasks')).body.items).toEqual([
        { id, position: 0, question: 'Build a todo app', active: false },
      ]);
    });
  });

  it('exports what the list shows: its search, category, difficulty and status', async () => {
    const hr = await admin();
    const add = async (category: string, difficulty: string, question: string) => {
      const res = await hr.post('/api/hr/questions', {
        category,
        difficulty,
        question,
        options: ['Yes', 'No'],
        correctOptionIndex: 0,
      });
      expect(res.status, res.text).toBe(201);
      return res.body.question.id as string;
    };
    await add('Export Cloud', 'easy', 'Is S3 object storage?');
    await add('Export Cloud', 'hard', '=1+1 in a cloud sheet: is it a formula?');
    const retired = await add('Export Cloud', 'easy', 'Is EC2 a database?');
    await add('Export Networks', 'easy', 'Is cloud DNS a naming system?');
    await hr.post(`/api/hr/questions/${retired}/retire`, { reason: 'Wrong premise' });
    const questionsIn = async (query: string) => {
      const res = await hr.get(`/api/hr/questions/export?format=csv&${query}`);
      expect(res.status, query).toBe(200);
      const [header, ...rows] = parseCsv(res.text).map((r) => r.fields);
      const at = (header ?? []).indexOf('question');
      return rows.map((fields) => fields[at]).sort();
    };
    expect(await questionsIn('category=Export+Cloud')).toEqual([
      "'=1+1 in a cloud sheet: is it a formula?",
      'Is S3 object storage?',
    ]);
    expect(await questionsIn('category=Export+Cloud&difficulty=easy')).toEqual([
      'Is S3 object storage?',
    ]);
    expect(await questionsIn('category=Export+Cloud&status=retired')).toEqual([
      'Is EC2 a database?',
    ]);
    expect(await questionsIn('q=CLOUD&status=all')).toEqual([
      "'=1+1 in a cloud sheet: is it a formula?",
      'Is cloud DNS a naming system?',
    ]);
    // The other formats take the same filters.
    const gift = await hr.get('/api/hr/questions/export?format=gift&category=Export+Networks');
    expect(gift.text).toContain('Is cloud DNS a naming system?');
    expect(gift.text).not.toContain('S3');
    const aikenFile = await hr.get('/api/hr/questions/export?format=aiken&q=S3');
    expect(aikenFile.text.trim().split('\n')[0]).toBe('Is S3 object storage?');
    expect(aikenFile.text).not.toContain('DNS');
    expect((await hr.get('/api/hr/questions/export?format=csv&status=gone')).status).toBe(400);
  });

  // Last: the questions it imports would change what the tests above draw and export.
  describe('Moodle XML', () => {
    const fixture = () =>
      readFile(
        new URL('../services/hr/questions/fixtures/moodle-4.x-export.xml', import.meta.url),
        'utf8',
      );
    const png = () =>
      readFile(new URL('../services/hr/questions/fixtures/tiny.png', import.meta.url));
    // The fixture's questions of types the product has no place for.
    const withoutUnsupported = (xml: string) =>
      xml.replace(
        /<!-- question: 310[35] {2}-->\n {2}<question type="(truefalse|essay)">[\s\S]*?<\/question>\n/g,
        '',
      );
    const moodleImport = async (xml: string, query = '') =>
      (await admin()).post(`/api/hr/questions/import?format=moodle${query}`, xml, {
        contentType: 'application/xml',
      });

    it('previews a Moodle 4.x export: categories, code, the image, unsupported types by line', async () => {
      const res = await moodleImport(await fixture(), '&dryRun=1');
      expect(res.status).toBe(200);
      expect(
        res.body.created.map((q: { line: number; category: string }) => [q.line, q.category]),
      ).toEqual([
        [15, 'JavaScript'],
        [66, 'JavaScript'],
        [156, 'Async'],
        [250, 'SQL'],
      ]);
      expect(res.body.created[0].question).toContain(
        '```javascript\nfor (var i = 0; i < 3; i++) {',
      );
      expect(res.body.created[1].image).toEqual({
        alt: 'Call stack, microtask queue and task queue, with arrows',
        src: `data:image/png;base64,${(await png()).toString('base64')}`,
        width: 8,
        height: 8,
      });
      expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([127, 207]);
      // An XML body is Moodle XML's alone.
      const asGift = await (
        await admin()
      ).post('/api/hr/questions/import?format=gift', await fixture(), {
        contentType: 'application/xml',
      });
      expect(asGift.status).toBe(415);
    });

    it('takes a Moodle file past the 2 MB of the text imports: its pictures are inside it', async () => {
      const pictures = [1, 2, 3, 4].map((seed) => pngOf(400, 400, seed, true));
      const question = (png: Buffer, n: number) => `
  <question type="multichoice">
    <name><text>Q${n}</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Which diagram is number ${n}?</p><img src="@@PLUGINFILE@@/d${n}.png" alt="Diagram ${n}">]]></text>
      <file name="d${n}.png" path="/" encoding="base64">${png.toString('base64')}</file>
    </questiontext>
    <single>true</single>
    <answer fraction="100" format="html"><text>Yes</text></answer>
    <answer fraction="0" format="html"><text>No</text></answer>
  </question>`;
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>${pictures.map((png, i) => question(png, i + 1)).join('')}\n</quiz>\n`;
      expect(xml.length).toBeGreaterThan(2 * 1024 * 1024);
      const res = await moodleImport(xml, '&dryRun=1');
      expect(res.status, res.text.slice(0, 300)).toBe(200);
      expect(res.body.errors).toEqual([]);
      expect(res.body.created.map((q: { image: { alt: string } }) => q.image.alt)).toEqual([
        'Diagram 1',
        'Diagram 2',
        'Diagram 3',
        'Diagram 4',
      ]);
      // A text format keeps its 2 MB.
      const big = await (
        await admin()
      ).post('/api/hr/questions/import?format=gift', xml, {
        contentType: 'text/plain',
      });
      expect(big.status).toBe(413);
    });

    it('imports all or nothing, keeps the image, and exports it embedded again', async () => {
      const refused = await moodleImport(await fixture());
      expect(refused.status).toBe(422);
      expect(refused.body.created).toEqual([]);
      const res = await moodleImport(withoutUnsupported(await fixture()));
      expect(res.body.errors).toEqual([]);
      expect(res.status).toBe(201);
      expect(
        res.body.created.map((q: { category: string; difficulty: string }) => [
          q.category,
          q.difficulty,
        ]),
      ).toEqual([
        ['JavaScript', 'medium'],
        ['JavaScript', 'hard'],
        ['Async', 'medium'],
        ['SQL', 'medium'],
      ]);
      const hr = await admin();
      const listed = await hr.get('/api/hr/questions?category=JavaScript&difficulty=hard');
      expect(listed.body.items[0].image).toMatchObject({
        alt: 'Call stack, microtask queue and task queue, with arrows',
        mime: 'image/png',
        width: 8,
        height: 8,
      });
      const exported = await hr.get('/api/hr/questions/export?format=moodle&category=JavaScript');
      expect(exported.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(exported.text).toContain('<text>$course$/top/JavaScript</text>');
      expect(exported.text).toContain('<text>difficulty:hard</text>');
      expect(exported.text).toContain((await png()).toString('base64'));
      const back = await moodleImport(exported.text, '&dryRun=1');
      expect(back.body.errors).toEqual([]);
      expect(back.body.created.map((q: { image?: unknown }) => q.image ?? null)).toContainEqual(
        expect.objectContaining({ alt: 'Call stack, microtask queue and task queue, with arrows' }),
      );
    });
  });
});
