import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pngOf } from '../api/test-support/images.ts';
import { uploadPendingMessage } from '../src/features/hr/questions/image-upload.ts';
import { imageAltMessage, imageTypeMessage } from '../shared/contract/hr-question-images.ts';
import { axeViolations } from './support/a11y.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { loginAs } from './support/candidate.ts';
import {
  demoAdmin,
  hrTestTimeoutMs,
  openAttemptReport,
  openSection,
  signInToConsole,
} from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

const category = 'e2e-format';
const fence = '```';
/** A question an IT company asks: inline code, then a block whose indentation matters. */
const question = [
  'What does `total()` return?',
  '',
  `${fence}js`,
  'function total() {',
  '  let n = 0;',
  '  for (const x of [1, 2]) {',
  '    n += x;',
  '  }',
  '  return n;',
  '}',
  fence,
].join('\n');
const options = ['`3`', '`undefined`', 'It throws a **TypeError**'];
const alt = 'A flow chart of the loop adding 1 and 2 to n';

/** A code block as the page draws it: its text, font and coloured tokens. */
async function codeBlock(scope: Locator) {
  const pre = scope.locator('pre.rich-text__pre').first();
  await pre.waitFor();
  return {
    text: await pre.textContent(),
    font: await pre.locator('code').evaluate((el) => getComputedStyle(el).fontFamily),
    keywords: await pre.locator('.tok--keyword').count(),
  };
}

/** The picture in `scope`, once loaded: its alt text and natural width (0 if it did not load). */
async function picture(scope: Locator, selector = 'img.question-picture') {
  const img = scope.locator(selector).first();
  await img.waitFor();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({ alt: el.alt, width: el.naturalWidth }));
}

async function expectCodeShown(scope: Locator) {
  const code = await codeBlock(scope);
  expect(code.text).toContain('\n  let n = 0;\n  for (const x of [1, 2]) {\n    n += x;');
  expect(code.font).toMatch(/mono/i);
  expect(code.keywords).toBeGreaterThan(0);
  expect(await scope.locator('.rich-text__inline-code').first().textContent()).toBe('total()');
}

async function openAxeConsole(): Promise<{ baseUrl: string; page: Page }> {
  const { server } = await servers.open();
  const page = await servers.axePageOn(server.baseUrl, { viewport: { width: 1280, height: 900 } });
  await signInToConsole(page, demoAdmin);
  await openSection(page, 'Question bank');
  return { baseUrl: server.baseUrl, page };
}

describe('HR console: questions formatted as the candidate sees them', () => {
  it(
    'writes a question with code and a picture, previews it live, and shows it formatted in the list, the details and the try-it preview',
    async () => {
      const { baseUrl, page } = await openAxeConsole();
      await page.getByRole('button', { name: 'Add question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a question' });
      await dialog.getByLabel('Category').fill(category);
      const text = dialog.getByLabel('Question', { exact: true });
      await text.fill(question);
      // Tab is not taken for indentation: it moves on, as everywhere else in the console.
      await text.focus();
      await page.keyboard.press('Tab');
      expect(await text.evaluate((el) => el === document.activeElement)).toBe(false);
      expect(await text.inputValue()).toBe(question);
      for (const [index, option] of options.entries())
        await dialog.getByLabel(`Option ${'ABC'[index]}`, { exact: true }).fill(option);
      await dialog.getByLabel('Option D', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Remove option D' }).click();
      await dialog.getByRole('radio', { name: 'Correct option A' }).check();

      // A file that is not an image: the server's own words.
      const uploads = () =>
        page.waitForResponse((r) => r.url().endsWith('/api/hr/questions/images'));
      const refused = uploads();
      await dialog.getByLabel('Choose an image').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture at all'),
      });
      const refusal = await refused;
      expect(refusal.status()).toBe(400);
      const { message } = (await refusal.json()) as { message: string };
      expect(message).toBe(imageTypeMessage);
      await dialog.getByRole('alert').filter({ hasText: message }).waitFor();

      // A real PNG: uploaded at once (held on the way here, to try saving meanwhile: the form
      // waits for it), then shown as a thumbnail; it needs its alternative text.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/hr/questions/images', async (route) => {
        await held;
        await route.continue();
      });
      const stored = uploads();
      await dialog.getByLabel('Choose an image').setInputFiles({
        name: 'loop.png',
        mimeType: 'image/png',
        buffer: pngOf(48, 32),
      });
      await dialog.getByText(/^Uploading loop\.png: \d+%/).waitFor();
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await dialog.getByText(uploadPendingMessage).waitFor();
      release();
      expect((await stored).status()).toBe(201);
      await page.unroute('**/api/hr/questions/images');
      expect((await picture(dialog, 'img.hr-image-field__thumbnail')).width).toBe(48);
      await expect.poll(() => dialog.getByText(uploadPendingMessage).count()).toBe(0);
      expect(await dialog.getByRole('alert').filter({ hasText: message }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await dialog.getByText(imageAltMessage).waitFor();
      expect(await dialog.getByLabel('Alternative text').getAttribute('aria-invalid')).toBe('true');
      await dialog.getByLabel('Alternative text').fill(alt);

      // The live preview: the candidate's markup, code in monospace with its indentation and
      // colours, the picture under the question, the options as radio buttons.
      const preview = dialog.getByRole('region', { name: 'Preview: as the candidate sees it' });
      await expectCodeShown(preview);
      expect(await picture(preview)).toEqual({ alt, width: 48 });
      const group = preview.getByRole('radiogroup', { name: /What does total\(\) return\?/ });
      expect(await group.getByRole('radio').count()).toBe(3);
      expect(await preview.locator('.interview__option').first().innerText()).toBe('3');
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'Add question' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The list: the words without Markdown, and the picture marked.
      await page.getByLabel('Category', { exact: true }).selectOption(category);
      const row = page.getByRole('region', { name: 'Questions' }).locator('tbody tr');
      await expect.poll(() => row.count()).toBe(1);
      const cell = await row.locator('td').first().innerText();
      expect(cell).toMatch(/^What does total\(\) return\? function total\(\) \{ let n = 0;/);
      expect(cell).not.toContain('`');
      expect(cell).toMatch(/Image$/);

      // The details: formatted, with its picture and the key.
      await row.getByRole('button', { name: /^Details/ }).click();
      const details = page.getByRole('dialog', { name: 'Question details' });
      await expectCodeShown(details);
      expect(await picture(details)).toEqual({ alt, width: 48 });
      expect(await details.locator('.hr-formatted-options__key').innerText()).toMatch(/^A\.\s*3/);
      await details.getByRole('button', { name: 'Close' }).click();

      // Editing starts from the saved picture and its words; removing it takes it from the
      // preview too (cancelled here: nothing changes).
      await row.getByRole('button', { name: /^Edit/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit the question' });
      expect(await edit.getByLabel('Alternative text').inputValue()).toBe(alt);
      const editPreview = edit.getByRole('region', { name: 'Preview: as the candidate sees it' });
      expect(await picture(editPreview)).toEqual({ alt, width: 48 });
      await edit.getByRole('button', { name: 'Remove the image' }).click();
      expect(await editPreview.locator('img').count()).toBe(0);
      await edit.getByLabel('Choose an image').waitFor();
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'hidden' });

      // Try it: an assessment that draws this question shows it as the candidate's test would.
      const admin = await staffSession(baseUrl);
      const created = await admin.send('POST', '/api/hr/assessments', {
        name: 'Formatting check',
        rounds: 'mcqs',
        questionCount: 1,
        questionsPerCategory: { [category]: 1 },
        secondsPerQuestion: 60,
        passPercent: 50,
        practicalMinutes: 60,
      });
      expect(created.status).toBe(201);
      await openSection(page, 'Assessments');
      await page.getByRole('link', { name: 'Try it Formatting check' }).click();
      await page.getByRole('button', { name: 'Start the preview' }).click();
      await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
      const tried = page.locator('.hr-preview');
      await expectCodeShown(tried);
      expect(await picture(tried)).toEqual({ alt, width: 48 });
      await tried.getByRole('radio', { name: '3', exact: true }).check();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Your score' }).waitFor();
      expect(await page.locator('.hr-preview__score').innerText()).toMatch(/^1 of 1 right/);

      // A candidate of a drive of that assessment answers it; the attempt report shows the
      // question as they saw it: formatted, the picture, the options with the key and the choice.
      const { assessment } = (await created.json()) as { assessment: { id: string } };
      const drive = await admin.send('POST', '/api/hr/drives', {
        name: 'Formatting drive',
        assessmentId: assessment.id,
      });
      expect(drive.status).toBe(201);
      const made = await admin.send('POST', '/api/hr/candidates', {
        name: 'Asha Format',
        email: 'asha.format@example.com',
        testType: 'mcqs',
        cohort: 'Formatting drive',
      });
      expect(made.status).toBe(201);
      const { credentials } = (await made.json()) as {
        credentials: { oneTimeId: string; password: string };
      };
      const candidate = await servers.pageOn(baseUrl);
      await loginAs(candidate, credentials, '/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      await candidate.getByText('Question: 1 of 1', { exact: true }).waitFor();
      await expectCodeShown(candidate.locator('.interview__question'));
      await candidate.locator('.interview__option input').nth(1).check();
      await candidate.getByRole('button', { name: 'Submit Test' }).click();
      await candidate.waitForURL((url) => url.pathname === '/test-submitted');

      await openSection(page, 'Candidates');
      await openAttemptReport(page, 'Asha Format');
      const answers = page.getByRole('region', { name: 'Answers', exact: true });
      await expectCodeShown(answers);
      expect(await picture(answers)).toEqual({ alt, width: 48 });
      const shown = answers.locator('.hr-formatted-options > li');
      expect(await shown.count()).toBe(3);
      const key = await answers.locator('.hr-formatted-options__key').innerText();
      const chosen = await shown.filter({ hasText: 'Chosen' }).innerText();
      // In the order this candidate saw: the key is the option "3", the choice another one.
      expect(key).toMatch(/\b3\b/);
      expect(chosen).not.toBe(key);
      expect(await axeViolations(page)).toEqual([]);
    },
    hrTestTimeoutMs,
  );
});
