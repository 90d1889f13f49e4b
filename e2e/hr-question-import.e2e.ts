import { describe, expect, it } from 'vitest';
import { acknowledgeNoticeIfShown } from './support/candidate.ts';
import { demoMcqBank } from '../api/db/seed/demo-mcq-bank.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { openSection, hrTestTimeoutMs } from './support/hr-console.ts';

const servers = useFreshServers();

/** Three questions in Aiken's format; the test below is pointed at their category. */
const aikenQuestions = [
  {
    question: 'Which HTTP status says a resource was created?',
    options: ['200', '201', '204'],
    correct: 1,
  },
  {
    question: 'Which SQL clause filters groups?',
    options: ['WHERE', 'ORDER BY', 'HAVING', 'LIMIT'],
    correct: 2,
  },
  {
    question: 'Which array method returns a new array of the same length?',
    options: ['map', 'forEach'],
    correct: 0,
  },
];
const letters = 'ABCDEF';
const aikenFile =
  aikenQuestions
    .map(
      (q) =>
        `${q.question}\n${q.options.map((o, i) => `${letters[i]}) ${o}`).join('\n')}\nANSWER: ${letters[q.correct]}`,
    )
    .join('\n\n') + '\n';

describe('HR console: the question bank feeds the next test', () => {
  it(
    'imports an Aiken file, points the test at its category, and the next candidate is served those questions',
    async () => {
      const { server, page } = await servers.openConsole({ section: 'Question bank' });

      // A broken file first: the preview names the line, nothing is created.
      await page.getByRole('button', { name: 'Import questions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import questions' });
      await dialog.getByLabel('Format').selectOption('aiken');
      await dialog.getByLabel('Category', { exact: true }).fill('e2e-aiken');
      await dialog.getByLabel('Questions file').fill(aikenFile.replace('ANSWER: C', 'ANSWER: Q'));
      await dialog.getByRole('button', { name: 'Check file' }).click();
      const errors = dialog.getByRole('table', { name: 'Line errors' });
      await errors.waitFor();
      expect(await errors.locator('tbody tr').count()).toBe(1);
      // Line 12: the second question's answer line (the first takes 5 lines and a blank, the
      // second's question and four options 7 to 11).
      expect(await errors.locator('tbody tr td').first().innerText()).toBe('12');

      await dialog.getByLabel('Questions file').fill(aikenFile);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await dialog.getByText('Every line is correct: 3 to create.', { exact: false }).waitFor();
      await dialog.getByRole('button', { name: 'Import 3 questions' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByLabel('Category', { exact: true }).selectOption('e2e-aiken');
      await expect
        .poll(() => page.getByRole('region', { name: 'Questions' }).locator('tbody tr').count())
        .toBe(3);

      // The test draws 3 questions from that category only.
      await openSection(page, 'Assessments');
      await page.getByRole('button', { name: 'Edit Company test' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Company test' });
      await edit.getByRole('button', { name: 'Draw from a category' }).click();
      await edit.getByLabel('Category', { exact: true }).selectOption('e2e-aiken');
      await edit.getByLabel('Questions', { exact: true }).fill('3');
      await edit.getByLabel('Reason').fill('Campus drive: the web basics set');
      await edit.getByRole('button', { name: 'Save assessment' }).click();
      await edit.waitFor({ state: 'hidden' });
      await page.getByRole('row').filter({ hasText: '3 (e2e-aiken 3)' }).waitFor();
      await openSection(page, 'Audit log');
      const audited = page.getByRole('row').filter({ hasText: 'Assessment changed' });
      expect(await audited.innerText()).toContain('Campus drive: the web basics set');
      expect(await audited.innerText()).toContain('e2e-aiken');

      // A new candidate, added by hand; their one-time login is shown once.
      await openSection(page, 'Candidates');
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const add = page.getByRole('dialog', { name: 'Add a candidate' });
      await add.getByLabel('Name').fill('Riya Shah');
      await add.getByLabel('E-mail', { exact: true }).fill('riya.shah@example.com');
      await add.getByRole('button', { name: 'Add candidate' }).click();
      const issued = page.getByRole('dialog', { name: 'One-time login issued' });
      await issued.waitFor();
      const [name, , oneTimeId, password] = await issued.locator('tbody tr td').allInnerTexts();
      expect(name).toBe('Riya Shah');
      await issued.getByRole('button', { name: 'I have them: close' }).click();

      const candidate = await servers.pageOn(server.baseUrl);
      await candidate.goto('/login');
      await candidate.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await candidate.getByLabel('One-Time ID').fill(oneTimeId as string);
      await candidate.getByLabel('Password', { exact: true }).fill(password as string);
      await candidate.getByRole('button', { name: 'Sign In' }).click();
      await candidate.waitForURL((url) => url.pathname === '/rule-page');
      await acknowledgeNoticeIfShown(candidate);
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      const served: string[] = [];
      for (let n = 1; n <= 3; n++) {
        await candidate.getByText(`Question: ${n} of 3`, { exact: true }).waitFor();
        const text = (await candidate.locator('#question-text').textContent()) ?? '';
        served.push(text);
        const entry = aikenQuestions.find((q) => q.question === text);
        expect(entry, `served "${text}"`).toBeDefined();
        const options = await candidate.locator('.interview__option').allInnerTexts();
        expect(options.map((o) => o.trim()).sort()).toEqual([...(entry?.options ?? [])].sort());
        await candidate
          .locator('.interview__option', { hasText: entry?.options[entry.correct] as string })
          .locator('input')
          .check();
        await candidate
          .getByRole('button', { name: n === 3 ? 'Submit Test' : 'Next Question' })
          .click();
      }
      expect([...served].sort()).toEqual(aikenQuestions.map((q) => q.question).sort());
      await candidate.waitForURL((url) => url.pathname === '/test-submitted');
      await candidate.getByText('100%', { exact: true }).first().waitFor();

      // The questions have been used: an edit makes a new version (the attempt keeps its copy).
      await openSection(page, 'Question bank');
      await page.getByLabel('Category', { exact: true }).selectOption('e2e-aiken');
      const first = aikenQuestions[0] as (typeof aikenQuestions)[number];
      await page.getByRole('button', { name: `Edit question: ${first.question}` }).click();
      const editor = page.getByRole('dialog', { name: 'Edit the question' });
      await editor.getByText('saving makes version 2', { exact: false }).waitFor();
      await editor
        .getByLabel('Question', { exact: true })
        .fill('Which HTTP status code says created?');
      await editor.getByLabel('Reason').fill('Clearer wording');
      await editor.getByRole('button', { name: 'Save question' }).click();
      await expect.poll(() => editor.isVisible()).toBe(false);
      const row = page.getByRole('row', { name: /Which HTTP status code says created\?/ });
      expect(await row.locator('td').nth(4).innerText()).toBe('2');
    },
    hrTestTimeoutMs,
  );

  it(
    'brings line errors below the fold into view on a phone, and points out near copies of the bank and of the file',
    async () => {
      const { page } = await servers.openConsole({ section: 'Question bank' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Import questions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import questions' });
      await dialog.getByLabel('Format').selectOption('aiken');
      await dialog.getByLabel('Category', { exact: true }).fill('e2e-copies');

      // Twelve questions, the last one broken: its error lands far below the form.
      const many = Array.from({ length: 12 }, (_, i) => ({
        question: `Which option is number ${i + 1}?`,
        options: ['one', 'two'],
        correct: 0,
      }));
      const broken = aikenOf(many).replace(/ANSWER: A\n$/, 'ANSWER: Z\n');
      await dialog.getByLabel('Questions file').fill(broken);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      await expect
        .poll(() =>
          alert.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);

      // A question of the bank with its case and punctuation changed, and the question that
      // starts on line 6 written again. Aiken holds a question on one line: one without code.
      const inBank = demoMcqBank.find((q) => !q.question.includes('\n'));
      if (!inBank) throw new Error('the demo bank has no one-line question');
      const copies = [
        { question: `${inBank.question.toUpperCase()}!!`, options: ['a', 'b'], correct: 0 },
        { question: 'Which port does HTTPS use?', options: ['80', '443'], correct: 1 },
        { question: 'which port does https use', options: ['80', '443'], correct: 1 },
      ];
      await dialog.getByLabel('Questions file').fill(aikenOf(copies));
      await dialog.getByRole('button', { name: 'Check file' }).click();
      const preview = dialog.getByRole('region', { name: 'Questions to create' });
      await preview.waitFor();
      const notes = await preview.locator('tbody tr td:last-child').allInnerTexts();
      // The bank's question is named by its words, without its Markdown's backticks.
      expect(notes).toEqual([
        `Nearly the same as a question in the bank: "${inBank.question.replaceAll('`', '')}"`,
        '—',
        'Nearly the same as line 6: "Which port does HTTPS use?"',
      ]);
      // A note, not an error: the import may go ahead.
      await dialog.getByRole('button', { name: 'Import 3 questions' }).waitFor();
    },
    hrTestTimeoutMs,
  );
});

/** Questions in Aiken's format, a blank line between them. */
function aikenOf(questions: { question: string; options: string[]; correct: number }[]): string {
  return (
    questions
      .map(
        (q) =>
          `${q.question}\n${q.options.map((o, i) => `${letters[i]}) ${o}`).join('\n')}\nANSWER: ${letters[q.correct]}`,
      )
      .join('\n\n') + '\n'
  );
}
