import { describe, expect, it } from 'vitest';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, openSection, signInToConsole } from './support/hr-console.ts';

const servers = useFreshServers();

/** "28 Nov 2026, 3:20 pm", as the console words a moment in India Standard Time. */
const istWhen = (at: number) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);

describe('HR console: the audit log in words', () => {
  it(
    "says who, what and on whom by name, each changed field in words, in the company's time, and filters by words",
    async () => {
      const server = await servers.fileServer();
      const name = `Audit Words ${Date.now()}`;
      const before = Date.now();
      const { id } = await servers.candidate('both', {
        name,
        reason: 'Walk-in for the campus drive',
      });
      const after = Date.now();

      const context = await servers.contextOn(server.baseUrl, false, {
        timezoneId: 'America/New_York',
      });
      const page = await context.newPage();
      await signInToConsole(page, demoAdmin);
      await openSection(page, 'Audit log');
      const action = page.getByLabel('Action');
      expect(await action.locator('option').allInnerTexts()).toContain('Retake granted');
      expect(await action.locator('option').allInnerTexts()).not.toContain(
        'attempt.retake-granted',
      );
      await action.selectOption({ label: 'Candidate added' });
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain('Candidate added');
      expect(text).toContain(`Candidate: ${name}`);
      expect(text).toContain('Demo Admin');
      expect(text).not.toContain('candidate.created');
      // Each field by the candidate form's word, a test type by the console's label.
      expect(text).toContain('Test: — → MCQ and practical');
      expect(text).toContain(`Name: — → ${name}`);
      expect(text).not.toContain('testType');
      expect(text).not.toContain(id);
      expect([istWhen(before), istWhen(after)].some((when) => text.includes(when))).toBe(true);
    },
    hrTestTimeoutMs,
  );
});
