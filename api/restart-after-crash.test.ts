import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleEnquiryRequest } from '../shared/test-support/sample-enquiry.ts';
import { useTempDir } from './test-support/temp-dir.ts';

const admin = { email: 'crash-admin@example.com', password: 'crash-admin-password' };

interface Server {
  child: ChildProcess;
  baseUrl: string;
  /** From spawning the process to the first 200 from /api/health. */
  startMs: number;
  output: () => string;
}

const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * The real server, a process of its own, from its TypeScript sources (no build needed), on a
 * port the system picks; resolves once /api/health answers 200.
 */
async function startServer(dataDir: string): Promise<Server> {
  const begun = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      HR_ADMIN_EMAIL: admin.email,
      HR_ADMIN_PASSWORD: admin.password,
      CONTACT_RATE_LIMIT: '100',
      BACKUP_INTERVAL_HOURS: '0',
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output}`);
    const port = /Listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
    if (port) {
      const baseUrl = `http://127.0.0.1:${port}`;
      const health = await fetch(`${baseUrl}/api/health`).catch(() => null);
      if (health?.ok)
        return { child, baseUrl, startMs: performance.now() - begun, output: () => output };
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function sendEnquiry(baseUrl: string, subject: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/contcatUs/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...sampleEnquiryRequest, subject }),
  });
  return res.status;
}

/** The subjects of the enquiries HR sees, signed in as the admin the environment creates. */
async function enquirySubjects(baseUrl: string, q: string): Promise<string[]> {
  const signIn = await fetch(`${baseUrl}/api/hr/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const list = await fetch(`${baseUrl}/api/hr/enquiries?q=${q}&limit=100`, {
    headers: { cookie },
  });
  expect(list.status).toBe(200);
  const body = (await list.json()) as { items: { subject: string }[] };
  return body.items.map((item) => item.subject).sort();
}

describe('a restart after a crash', () => {
  const dataDir = useTempDir('restart-after-crash-');

  it('is quick and keeps every acknowledged write (kill -9 right after the answers)', async () => {
    const first = await startServer(dataDir());
    const subjects = Array.from({ length: 8 }, (_, i) => `crash-check-${i}`);
    // Answered together: the kill comes the moment the last answer is in.
    const statuses = await Promise.all(subjects.map((s) => sendEnquiry(first.baseUrl, s)));
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    expect(statuses).toEqual(subjects.map(() => 201));
    expect((await exited)[1]).toBe('SIGKILL');

    // The lock, the owner file and PGlite's files are as the killed process left them.
    const second = await startServer(dataDir());
    console.log(
      `restart after kill -9: /api/health answered ${(second.startMs / 1000).toFixed(1)} s after spawn ` +
        `(first start: ${(first.startMs / 1000).toFixed(1)} s)`,
    );
    expect(await enquirySubjects(second.baseUrl, 'crash-check')).toEqual(subjects.sort());
    // Generous: a start from source on a busy two-core machine; a lock left to go stale would
    // not slow it down but stop it ("Another server is already using…", exit 1).
    expect(second.startMs).toBeLessThan(30_000);

    const stopped = once(second.child, 'exit');
    second.child.kill('SIGTERM');
    expect((await stopped)[0]).toBe(0);
  }, 180_000);
});
