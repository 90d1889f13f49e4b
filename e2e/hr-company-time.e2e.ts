import { describe, expect, it } from 'vitest';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';
import { staffSession } from './support/staff-session.ts';

const servers = useFreshServers();

describe("HR console: times in the company's time zone", () => {
  it(
    'shows and edits a test window in India Standard Time from a browser in New York',
    async () => {
      const server = await servers.fileServer();
      const name = `Zone Test ${Date.now()}`;
      const { id } = await servers.candidate('mcqs', {
        name,
        // 14:35 to 18:35 in India (UTC+05:30); 04:05 to 08:05 in New York that day.
        windowStart: '2030-12-02T09:05:00.000Z',
        windowEnd: '2030-12-02T13:05:00.000Z',
      });

      const context = await servers.contextOn(server.baseUrl, false, {
        timezoneId: 'America/New_York',
      });
      const page = await context.newPage();
      // The browser really is in New York: its own clock would say 4:05 am.
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        'America/New_York',
      );
      await signInToConsole(page, demoAdmin);
      await openSection(page, 'Candidates');
      await page.getByLabel('Search name, e-mail, phone or one-time ID').fill(name);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('2 Dec 2030, 2:35 pm – 2 Dec 2030, 6:35 pm').waitFor();

      // The edit form's inputs hold the same clock, say which it is, and save it unchanged.
      await row.getByRole('button', { name }).click();
      const details = page.getByRole('dialog', { name });
      await details.getByText('2 Dec 2030, 2:35 pm – 2 Dec 2030, 6:35 pm').waitFor();
      await details.getByRole('button', { name: 'Change test window' }).click();
      const edit = page.getByRole('dialog', { name: 'Change the test window' });
      expect(await edit.getByLabel('Window opens').inputValue()).toBe('2030-12-02T14:35');
      await edit.getByText('India Standard Time. Empty: open now.').waitFor();
      await edit.getByLabel('Window closes').fill('2030-12-02T19:00');
      await edit.getByLabel('Reason').fill('A longer window for the campus drive');
      await edit.getByRole('button', { name: 'Save window' }).click();
      await expect.poll(() => edit.isVisible()).toBe(false);
      const saved = (await (
        await (await staffSession(server.baseUrl)).send('GET', `/api/hr/candidates/${id}`)
      ).json()) as { candidate: { windowStart: string; windowEnd: string } };
      expect(saved.candidate).toMatchObject({
        windowStart: '2030-12-02T09:05:00.000Z',
        windowEnd: '2030-12-02T13:30:00.000Z',
      });
    },
    hrTestTimeoutMs,
  );
});
