import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs } from './support/hr-console.ts';

const servers = useFreshServers();

const fixture = () =>
  readFile(
    new URL('../api/services/hr/questions/fixtures/moodle-4.x-export.xml', import.meta.url),
    'utf8',
  );

/** The fixture without its true/false and essay questions, which the bank has no place for. */
const supportedOnly = (xml: string) =>
  xml.replace(
    /<!-- question: 310[35] {2}-->\n {2}<question type="(truefalse|essay)">[\s\S]*?<\/question>\n/g,
    '',
  );

describe('HR console: a bank kept in Moodle', () => {
  it(
    'previews a Moodle XML export with its picture and its unsupported types by line, imports it all or nothing, and exports it again',
    async () => {
      const { server, page } = await servers.openConsole({ section: 'Question bank' });
      const xml = await fixture();
      await page.getByRole('button', { name: 'Import questions' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import questions' });
      await dialog.getByLabel('Format').selectOption('moodle');
      await dialog.getByLabel('Choose a file').setInputFiles({
        name: 'questions-moodle.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(xml),
      });
      await expect.poll(() => dialog.getByLabel('Questions file').inputValue()).toBe(xml);
      await dialog.getByRole('button', { name: 'Check file' }).click();

      // The true/false and essay questions are named by their lines; nothing can be imported.
      const errors = dialog.getByRole('table', { name: 'Line errors' });
      await errors.waitFor();
      const rows = await errors.locator('tbody tr').allInnerTexts();
      expect(rows.map((r) => r.split(/\s/)[0])).toEqual(['127', '207']);
      expect(rows[0]).toMatch(/True\/false questions are not supported/);
      expect(rows[1]).toMatch(/Essay/i);
      expect(await dialog.getByRole('button', { name: /^Import \d+/ }).count()).toBe(0);

      // Without them, the preview shows the picture the file carries, and the import goes ahead.
      await dialog.getByLabel('Questions file').fill(supportedOnly(xml));
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await dialog.getByText('Every line is correct: 4 to create.', { exact: false }).waitFor();
      const thumbnail = dialog.getByRole('img', {
        name: 'Call stack, microtask queue and task queue, with arrows',
      });
      await expect
        .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(8);
      await dialog.getByRole('button', { name: 'Import 4 questions' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await page.getByLabel('Category', { exact: true }).selectOption('JavaScript');

      // The bank exports what the list shows as Moodle XML, its picture embedded again.
      const exported = await page.request.get(
        `${server.baseUrl}/api/hr/questions/export?format=moodle&category=JavaScript`,
      );
      const text = await exported.text();
      expect(text).toContain('<text>$course$/top/JavaScript</text>');
      expect(text).toMatch(/<file name="image-\d+\.png" path="\/" encoding="base64">/);
      const link = page.getByRole('link', { name: 'Export Moodle XML' });
      expect(await link.getAttribute('href')).toContain('format=moodle');
    },
    hrTestTimeoutMs,
  );
});
