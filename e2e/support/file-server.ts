import { randomUUID } from 'node:crypto';
import { startSeededServer } from './seeded-server.ts';
import type { RunningServer } from './server.ts';
import { staffSession, type StaffSession } from './staff-session.ts';

/** A candidate HR made for one test: what they log in with, and how the console names them. */
export interface TestCandidate {
  id: string;
  name: string;
  oneTimeId: string;
  password: string;
}

export type TestType = 'mcqs' | 'practical' | 'both';

/**
 * One server for a test file (a copy of the seeded data directory, as a fresh server has), started
 * when a test first asks for it, on which HR makes every test its own candidates through the real
 * API, as a company would. A server per test cost about 3.5 s of CPU to start on two cores; a
 * candidate is one request. Tests that move the server's clock, change its configuration or stop
 * it to read its data keep a server of their own.
 */
export function fileServer() {
  let starting: Promise<{
    server: RunningServer & { dispose(): Promise<void> };
    staff: StaffSession;
  }>;
  let made = 0;
  const running = () =>
    (starting ??= startSeededServer().then(async (server) => ({
      server,
      staff: await staffSession(server.baseUrl),
    })));

  return {
    server: async () => (await running()).server,

    /**
     * A new candidate for `testType`, never seen by another test; `fields` adds to or overrides
     * what HR sends (a name, a time factor, a test window, a reason).
     */
    async candidate(
      testType: TestType,
      fields: { name?: string; timeFactor?: number } & Record<string, unknown> = {},
    ) {
      const { staff } = await running();
      made += 1;
      const name = fields.name ?? `Test Candidate ${made} (${testType})`;
      const created = await staff.send('POST', '/api/hr/candidates', {
        email: `candidate-${randomUUID()}@example.com`,
        testType,
        ...fields,
        name,
      });
      if (created.status !== 201) throw new Error(`no candidate: ${await created.text()}`);
      const { candidate, credentials } = (await created.json()) as {
        candidate: { id: string };
        credentials: { oneTimeId: string; password: string };
      };
      return { id: candidate.id, name, ...credentials } satisfies TestCandidate;
    },

    /** A candidate's attempt as HR's report tells it: every logged event, in order. */
    async timelineOnRecord(candidate: TestCandidate): Promise<{ type: string; text: string }[]> {
      const res = await (
        await running()
      ).staff.send('GET', `/api/hr/candidates/${candidate.id}/report`);
      if (!res.ok) throw new Error(`no report: ${res.status}`);
      return ((await res.json()) as { timeline: { type: string; text: string }[] }).timeline;
    },

    /** Stops the server, if a test started it, and removes its data. */
    async dispose() {
      if (starting) await (await starting).server.dispose();
    },
  };
}
