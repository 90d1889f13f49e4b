import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginAs } from './support/candidate.ts';
import { demoMcqBank } from '../api/db/seed/demo-mcq-bank.ts';
import { baseUrl } from './support/browser.ts';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe('the answer key stays on the server', () => {
  it('is nowhere in the built client: no question bank, no correct options', () => {
    const text = filesUnder('dist/client')
      .filter((file) => /\.(js|html|json|webmanifest)$/.test(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(text).not.toMatch(/correctOptionIndex|correct_option_index/);
    for (const question of demoMcqBank) expect(text).not.toContain(question.question);
  });

  it('shows "No result data available." to a candidate without a result, and sends a visitor to log in', async () => {
    const { chromium } = await import('playwright-core');
    const { chromiumArgs, findChromium } = await import('./support/chromium.ts');
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
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
