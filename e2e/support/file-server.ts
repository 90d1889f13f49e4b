import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
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
 * One server for a test file (a copy of the seeded template, as `useFreshServers` gives each
 * test), on which HR makes every test its own candidates through the real API, as a company
 * would. A server per test cost about 3.5 s of CPU to start on two cores; a candidate is one
 * request. Tests that move the server's clock, change its configuration or stop it to read its
 * data keep a server of their own.
 */
export function useFileServer() {
  let server: (RunningServer & { dispose: () => Promise<void> }) | undefined;
  let staff: StaffSession | undefined;
  let made = 0;
  beforeAll(async () => {
    server = await startSeededServer();
    staff = await staffSession(server.baseUrl);
  });
  afterAll(() => server?.dispose());

  const running = () => {
    if (!server || !staff) throw new Error('The file server starts in beforeAll: use it in a test');
    return { server, staff };
  };

  return {
    server: () => running().server,
    staff: () => running().staff,

    /** A new candidate for `testType` (any time factor), never seen by another test. */
    async candidate(testType: TestType, options: { timeFactor?: number } = {}) {
      const { staff } = running();
      made += 1;
      const name = `Test Candidate ${made} (${testType})`;
      const created = await staff.send('POST', '/api/hr/candidates', {
        name,
        email: `candidate-${randomUUID()}@example.com`,
        testType,
        ...options,
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
      const res = await running().staff.send('GET', `/api/hr/candidates/${candidate.id}/report`);
      if (!res.ok) throw new Error(`no report: ${res.status}`);
      return ((await res.json()) as { timeline: { type: string; text: string }[] }).timeline;
    },
  };
}
