import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';
import { loginAs } from './support/candidate.ts';

const browser = useBrowser();

describe('candidate login', () => {
  it('shows each validation message once a field is touched', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const id = page.getByLabel('One-Time ID');
    const password = page.getByLabel('Password', { exact: true });
    expect(await page.getByText('One-Time ID is required').count()).toBe(0);
    await id.focus();
    await password.focus();
    await page.getByText('One-Time ID is required').waitFor();
    await password.fill('abc');
    await id.focus();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await password.fill('');
    await page.getByText('Password is required').waitFor();
    expect(await page.locator('header.nav-bar').count()).toBe(0);
    expect(await page.getByText('All the best !').count()).toBe(1);
    await context.close();
  });

  it('keeps what the candidate typed before the page came alive, and signs in with it', async () => {
    const { page, context } = await newPage(browser());
    // The page is drawn before its script runs: hold the script while the candidate types.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('One-Time ID').fill('DEMO-MCQ');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    // Until then the browser must not send the form itself (the password would be in the URL).
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    expect(await page.getByLabel('One-Time ID').inputValue()).toBe('DEMO-MCQ');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Demo@2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/rule-page');
    await context.close();
  });

  it('shows and hides the password', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await context.close();
  });

  it("shows the server's message when the credentials are wrong", async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('One-Time ID').fill('DEMO-MCQ');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Invalid One-Time ID or password.' })
      .first()
      .waitFor();
    await page.locator('.Toastify').getByText('Invalid One-Time ID or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it.each([
    ['DEMO-MCQ', '/rule-page'],
    ['DEMO-BOTH', '/rule-page'],
    ['DEMO-PRACTICAL', '/rule-page-practical'],
  ])('sends %s to %s 2 s after "Login successful!", keeping user and token', async (id, path) => {
    const { page, context } = await newPage(browser());
    await page.clock.install();
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('One-Time ID').fill(id);
    await page.getByLabel('Password', { exact: true }).fill('Demo@2026');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Signing In...' }).waitFor();
    // The session is stored as the 2 s wait begins.
    await page.waitForFunction(() => localStorage.getItem('accessToken') !== null);
    await page.clock.runFor(1999);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.clock.runFor(1);
    await page.waitForURL((url) => url.pathname === path);
    await page.clock.resume();
    await page.locator('.Toastify').getByText('Login successful!').waitFor();
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
      token: localStorage.getItem('accessToken'),
    }));
    expect(stored.user).toMatchObject({ id: expect.any(String), is_mcqs: false });
    expect(stored.token).toBeTruthy();
    await context.close();
  });

  it('logs out from the rules page, forgetting user and token', async () => {
    const { page, context } = await newPage(browser());
    await loginAs(page, 'DEMO-MCQ', '/rule-page');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('user'),
        localStorage.getItem('accessToken'),
      ]),
    ).toEqual([null, null]);
    await context.close();
  });
});
