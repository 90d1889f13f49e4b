import { describe, expect, it } from 'vitest';
import { pngOf } from '../api/test-support/images.ts';
import { axeViolations } from './support/a11y.ts';
import { loginAs } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs } from './support/hr-console.ts';
import { staffSession, type StaffSession } from './support/staff-session.ts';

const servers = useFreshServers();
const phone = { width: 390, height: 844 };

/** 40 lines of JavaScript, indented, one line far wider than a phone. */
const fortyLines = [
  'function schedule(tasks) {',
  ...Array.from({ length: 37 }, (_, i) =>
    i === 5
      ? `    const label = 'a line long enough to need scrolling sideways on any phone screen: ${'x'.repeat(60)}';`
      : `    if (tasks[${i}]) queueMicrotask(() => console.log(${i}));`,
  ),
  '  return tasks.length;',
  '}',
];

async function uploadImage(staff: StaffSession, seed: number): Promise<string> {
  const res = await staff.send('POST', '/api/hr/questions/images', pngOf(320, 160, seed));
  if (res.status !== 201) throw new Error(`upload: ${await res.text()}`);
  return ((await res.json()) as { image: { id: string } }).image.id;
}

/**
 * The bank holds two questions of one category and the test draws both, in either order: one with
 * a 40-line block of code, one short; each has a picture, so whichever comes second is a question
 * with a picture arriving as the connection drops.
 */
async function twoQuestionTest(staff: StaffSession) {
  const category = 'Formatting';
  const questions = [
    {
      question: `What does this log first?\n\n\`\`\`js\n${fortyLines.join('\n')}\n\`\`\``,
      options: ['`0`', '`undefined`', 'Nothing: it throws'],
      alt: 'A bar chart of three tasks queued in order 0, 1 and 2.',
    },
    {
      question: 'In the diagram, which **branch** holds commit `D`?',
      options: ['`main`', '`feature`', 'Both'],
      alt: 'A commit graph: main has commits A and B; feature branches from A and has C and D.',
    },
  ];
  for (const [n, q] of questions.entries()) {
    const id = await uploadImage(staff, n + 1);
    const created = await staff.send('POST', '/api/hr/questions', {
      category,
      difficulty: 'medium',
      question: q.question,
      options: q.options,
      correctOptionIndex: 0,
      image: { id, alt: q.alt },
    });
    if (created.status !== 201) throw new Error(`question: ${await created.text()}`);
  }
  const settings = (await (await staff.send('GET', '/api/hr/settings')).json()) as {
    settings: Record<string, unknown>;
  };
  const saved = await staff.send('PUT', '/api/hr/settings', {
    ...settings.settings,
    questionsPerCategory: { [category]: 2 },
    reason: 'Formatting check',
  });
  if (saved.status !== 200) throw new Error(`settings: ${await saved.text()}`);
  const candidate = await staff.send('POST', '/api/hr/candidates', {
    name: 'Phone Candidate',
    email: 'phone.candidate@example.com',
    testType: 'mcqs',
  });
  if (candidate.status !== 201) throw new Error(`candidate: ${await candidate.text()}`);
  const { credentials } = (await candidate.json()) as {
    credentials: { oneTimeId: string; password: string };
  };
  return { ...credentials, questions };
}

describe('questions with code and pictures on a phone', () => {
  it(
    'shows a 40-line block and a picture at 390 px, the picture still there when the line drops as its question arrives; radio options; axe clean',
    async () => {
      const { server } = await servers.open();
      const staff = await staffSession(server.baseUrl);
      const who = await twoQuestionTest(staff);
      const page = await servers.axePageOn(server.baseUrl, {
        viewport: phone,
        isMobile: true,
        hasTouch: true,
      });
      // Every script the candidate's page loads, to check the highlighter is not among them.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = response.text();
        body.catch(() => undefined);
        scripts.push(body);
      });
      await loginAs(page, who, '/rule-page');
      await page.getByRole('link', { name: 'Start Test' }).click();
      await page.getByText('Question: 1 of 2', { exact: true }).waitFor();

      // The first question: formatted, its picture shown, the page never wider than the phone.
      const code = page.locator('#question-text pre');
      const first = await page.locator('#question-text').innerText();
      const codeFirst = (await code.count()) > 0;
      if (codeFirst) {
        expect(await code.innerText()).toBe(fortyLines.join('\n'));
        // Indentation kept, monospace, colours on its tokens, scrolling inside its own box.
        const style = await code.evaluate((el) => {
          const s = getComputedStyle(el);
          return {
            font: s.fontFamily,
            scrolls: el.scrollWidth > el.clientWidth,
            tokens: el.querySelectorAll('.tok--keyword').length,
          };
        });
        expect(style.font).toMatch(/mono/i);
        expect(style.scrolls).toBe(true);
        expect(style.tokens).toBeGreaterThan(30);
        expect(await page.getByRole('figure', { name: 'JavaScript code' }).count()).toBe(1);
      } else {
        expect(first).toContain('In the diagram, which branch holds commit D?');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      expect(await axeViolations(page)).toEqual([]);

      // Radio buttons to the accessibility tree, and to the eye: round, each option a 44 px target.
      const group = page.getByRole('radiogroup');
      expect(await group.ariaSnapshot()).toMatch(/- radio "/);
      expect(await group.getByRole('radio').count()).toBe(3);
      const look = await page
        .locator('.interview__option')
        .first()
        .evaluate((label) => {
          const input = label.querySelector('input') as HTMLInputElement;
          const s = getComputedStyle(input);
          return {
            round: s.borderRadius === '50%',
            square: input.offsetWidth === input.offsetHeight,
            height: label.getBoundingClientRect().height,
          };
        });
      expect(look).toMatchObject({ round: true, square: true });
      expect(look.height).toBeGreaterThanOrEqual(44);

      // The answer goes; the next question arrives, and the line drops that very moment.
      const context = page.context();
      await page.route('**/api/interview/test/submit-and-next', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response });
        await context.setOffline(true);
      });
      await page.locator('.interview__option').first().click();
      await page.getByRole('button', { name: 'Next Question' }).click();
      await page.getByText('Question: 2 of 2', { exact: true }).waitFor();
      await page
        .getByText(/^You are offline/)
        .first()
        .waitFor();

      const picture = page.locator('img.question-picture');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 320),
        )
        .toBe(true);
      const alt = await picture.getAttribute('alt');
      expect(who.questions.map((q) => q.alt)).toContain(alt);
      // The picture came inside the question: nothing was fetched for it, nothing names it.
      expect(await picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      );
      expect(await axeViolations(page)).toEqual([]);

      // Back online, the last answer is given and the test is submitted once.
      await context.setOffline(false);
      await page.locator('.interview__option').first().click();
      await page.getByRole('button', { name: 'Submit Test' }).click();
      await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();

      // The server coloured the code: the page loaded no highlighter (Prism's grammars name
      // themselves, "markup-templating" among them).
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((text) => text.includes('markup-templating'))).toEqual([]);
    },
    hrTestTimeoutMs,
  );
});
