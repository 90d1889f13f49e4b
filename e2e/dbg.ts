import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from './support/chromium.ts';
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:3460', serviceWorkers: 'block' });
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('/login');
await page.getByLabel('One-Time ID').fill('DEMO-MCQ');
await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
await page.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL('**/rule-page');
console.log('at rules', await page.title());
await page.getByRole('link', { name: 'Start Test' }).click();
await page.waitForURL('**/interview');
await page.getByText(/Question: 1 of/).waitFor();
console.log(await page.locator('.interview__bar').textContent());
for (let i = 0; i < 10; i++) {
  await page.getByText(`Question: ${i + 1} of 10`).waitFor();
  await page.locator('.interview__option').first().click();
  await page.getByRole('button', { name: i === 9 ? 'Submit Test' : 'Next Question' }).click();
}
await page.waitForURL('**/test-submitted');
await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
console.log(await page.locator('main').textContent());
console.log(await page.locator('.Toastify').textContent());
await browser.close();
