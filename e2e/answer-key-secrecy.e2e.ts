import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginAs } from './support/candidate.ts';
import { demoMcqBank } from '../api/db/seed/demo-mcq-bank.ts';
import { baseUrl, launchBrowser } from './support/browser.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the answer key stays on the server', () => {
  it('is nowhere in the built client: no question bank, no correct options', () => {
    const files = filesUnder('dist/client').filter((file) =>
      /\.(js|html|json|webmanifest)$/.test(file),
    );
    const read = (list: string[]) => list.map((file) => readFileSync(file, 'utf8')).join('\n');
    // The HR console's chunks (assets/hr/, loaded only at /hr: hr-console-access.e2e.ts) edit the
    // bank, so they name the field; the key itself reaches them only from the API, signed in.
    const consoleDir = `${path.sep}assets${path.sep}hr${path.sep}`;
    const everyoneElse = files.filter((file) => !file.includes(consoleDir));
    expect(everyoneElse.length).toBeLessThan(files.length);
    expect(read(everyoneElse)).not.toMatch(/correctOptionIndex|correct_option_index/);
    const text = read(files);
    for (const question of demoMcqBank) expect(text).not.toContain(question.question);
  });

  it('shows "No result data available." to a candidate without a result, and sends a visitor to log in', async () => {
    const browser = await launchBrowser();
    const page = await browser.newPage({ baseURL: baseUrl() });
    await page.goto('/test-submitted');
    await page.waitForURL((url) => url.pathname === '/login');
    // DEMO-PRACTICAL has no MCQ test, so no result.
    await loginAs(page, 'DEMO-PRACTICAL', '/rule-page-practical');
    await page.goto('/test-submitted');
    await page.getByText('No result data available.').waitFor();
    await browser.close();
  });
});
