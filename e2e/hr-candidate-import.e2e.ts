import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeNoticeIfShown,
  answerAndContinue,
  currentQuestion,
} from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import {
  candidatesCsv,
  csvHeader,
  parseCsv,
  recordScripts,
  hrTestTimeoutMs,
} from './support/hr-console.ts';

const servers = useFreshServers();

describe('HR console: a campus drive from one CSV file', () => {
  it(
    'previews a broken line, imports 50 candidates with progress, hands over their credentials, and one of them takes the test',
    async () => {
      const { server, page } = await servers.openConsole({ section: 'Candidates' });

      // The file: 50 people, the first with a test type the server does not know.
      const { rows, text } = candidatesCsv(50, 'drive');
      const broken = text.replace(
        `${rows[0]?.email},${rows[0]?.phone},mcqs`,
        `${rows[0]?.email},${rows[0]?.phone},mcq`,
      );
      expect(broken).not.toBe(text);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import candidates from CSV' });
      await dialog.getByLabel('Choose a file').setInputFiles({
        name: 'drive.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(broken),
      });
      await expect.poll(() => dialog.getByLabel('Candidates CSV').inputValue()).toBe(broken);
      await dialog.getByRole('button', { name: 'Check file' }).click();

      // The preview names the line (the header is line 1) and creates nothing.
      const errors = dialog.getByRole('table', { name: 'Line errors' });
      await errors.waitFor();
      const errorRows = await errors.locator('tbody tr').allInnerTexts();
      expect(errorRows).toHaveLength(1);
      expect(errorRows[0]).toMatch(/^2\s/);
      expect(errorRows[0]).toMatch(/test_type/i);
      await expect.poll(() => dialog.getByRole('button', { name: /^Import \d+/ }).count()).toBe(0);
      const listed = await page.request.get(`${server.baseUrl}/api/hr/candidates?q=campus-drive`);
      expect(((await listed.json()) as { total: number }).total).toBe(0);

      // Fixed in place, checked again, imported: progress is shown while the server works.
      await dialog.getByLabel('Candidates CSV').fill(text);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await dialog.getByText('Every line is correct: 50 to create.', { exact: false }).waitFor();
      await page.evaluate(() => {
        const seen = { progress: false };
        (window as unknown as { importProgressSeen: typeof seen }).importProgressSeen = seen;
        new MutationObserver(() => {
          if (document.querySelector('dialog progress')) seen.progress = true;
        }).observe(document.body, { subtree: true, childList: true, attributes: true });
      });
      await dialog.getByRole('button', { name: 'Import 50 candidates' }).click();

      // The one-time credentials, shown once, as a CSV download.
      const credentials = page.getByRole('dialog', { name: '50 one-time logins issued' });
      await credentials.waitFor();
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { importProgressSeen: { progress: boolean } }).importProgressSeen
              .progress,
        ),
      ).toBe(true);
      const downloading = page.waitForEvent('download');
      await credentials.getByRole('button', { name: 'Download credentials CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^candidate-credentials-\d{4}-\d\d-\d\d\.csv$/);
      const file = parseCsv(await readFile((await download.path()) as string, 'utf8'));
      expect(file).toHaveLength(50);
      expect(file.map((r) => r.email)).toEqual(rows.map((r) => r.email));
      expect(file.map((r) => r.name)).toEqual(rows.map((r) => r.name));
      expect(csvHeader(file)).toBe(
        'name,email,one_time_id,password,test_type,time_factor,window_start,window_end',
      );
      for (const r of file) {
        expect(r.one_time_id).not.toBe('');
        expect(r.password?.length).toBeGreaterThanOrEqual(8);
        expect(r.test_type).toBe('mcqs');
      }
      expect(new Set(file.map((r) => r.one_time_id)).size).toBe(50);
      expect(file[0]?.time_factor).toBe('1.25');
      await credentials.getByRole('button', { name: 'I have them: close' }).click();
      await expect.poll(() => credentials.isVisible()).toBe(false);

      // The table now finds them.
      await page.getByLabel('Search name, e-mail, phone or one-time ID').fill('campus-drive');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText('1–25 of 50', { exact: false }).waitFor();

      // One of them logs in as a candidate and takes the MCQ test to its result, loading none of
      // the console's code on the way.
      const first = file[0] as Record<string, string>;
      const candidate = await servers.pageOn(server.baseUrl);
      const scripts = recordScripts(candidate);
      await candidate.goto('/login');
      await candidate.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await candidate.getByLabel('One-Time ID').fill(first.one_time_id as string);
      await candidate.getByLabel('Password', { exact: true }).fill(first.password as string);
      await candidate.getByRole('button', { name: 'Sign In' }).click();
      await candidate.waitForURL((url) => url.pathname === '/rule-page');
      await acknowledgeNoticeIfShown(candidate);
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      const { total } = await currentQuestion(candidate);
      for (let i = 0; i < total; i++) await answerAndContinue(candidate, true);
      await candidate.waitForURL((url) => url.pathname === '/test-submitted');
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
      await candidate.getByText('100%', { exact: true }).first().waitFor();
      expect(scripts.consoleScripts()).toEqual([]);
    },
    hrTestTimeoutMs,
  );
});
