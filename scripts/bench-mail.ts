/**
 * `npm run bench:mail [-- --candidates 3000 --rate 100 --instances 2]`
 *
 * A drive's invitations end to end: one CSV import of `--candidates` with `invite=true`, through
 * the real app served over loopback as `npm start` serves it, over a fresh embedded database on
 * its thread; then the outbox delivered to a real local SMTP server (`smtp-server`) by
 * `--instances` delivery loops at once (as several servers would), each paced at `--rate` a
 * second as MAIL_RATE_PER_SECOND paces one. Printed: the import's time (target: under 10 s for
 * 3,000); the delivery's time and achieved rate; the messages received, the distinct recipients
 * and passwords among them, and the outbox's rows by status. Exits 1 when one is lost, one is sent
 * twice, or the import misses its target. Not a test: measure on a quiet machine.
 *
 * The rate is that of the loops together: each is paced at rate/instances. The default, 100 a
 * second, keeps the run short; a provider's limit (5 a second by default) only stretches it.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPgliteOnThread } from '../api/db/database.ts';
import { runMigrations } from '../api/db/migrate.ts';
import { staffAccounts } from '../api/db/schema/staff.ts';
import { mailOutbox } from '../api/db/schema/mail-outbox.ts';
import { loadConfig } from '../api/config.ts';
import { hashPassword } from '../api/lib/password.ts';
import { deliverDueMail } from '../api/mail/mail-delivery.ts';
import { createSmtpTransport } from '../api/mail/mail-transport.ts';
import { ensureDefaultAssessment } from '../api/services/assessments/kept-assessments.ts';
import { startSmtpTestServer } from '../api/test-support/smtp-test-server.ts';
import { createTestApp } from '../api/test-support/test-app.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '3000' },
    rate: { type: 'string', default: '100' },
    instances: { type: 'string', default: '2' },
    // `--no-invite`: the same import without invitations, to see what they add.
    'no-invite': { type: 'boolean', default: false },
  },
});
const count = Number(values.candidates);
const rate = Number(values.rate);
const instances = Number(values.instances);
const importTargetSeconds = 10;
const password = 'bench-password-123';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-mail-'));
const database = await openPgliteOnThread({
  dataDir: dir,
  entry: new URL('../api/test-support/pglite-thread-serve.ts', import.meta.url),
  onFailure: (error) => console.error('the embedded database stopped', error),
});
const smtp = await startSmtpTestServer();
let server: Server | undefined;
let failed = false;
async function deliverAll() {
  // Delivery: `instances` loops claiming from the same outbox, each paced at its share.
  const deliverStart = performance.now();
  const transports = Array.from({ length: instances }, () =>
    createSmtpTransport(smtp.url, 'Bench <no-reply@suryaloom.example>'),
  );
  const sentBy = await Promise.all(
    transports.map(async (transport) => {
      let sent = 0;
      for (;;) {
        const report = await deliverDueMail({
          db: database.db,
          send: transport.send,
          now: () => new Date(),
          maxAttempts: 5,
          maxPerRun: 50,
          ratePerSecond: rate / instances,
        });
        sent += report.sent;
        if (report.sent + report.retrying + report.failed === 0) return sent;
      }
    }),
  );
  for (const transport of transports) transport.close();
  const deliverSeconds = (performance.now() - deliverStart) / 1000;
  const received = smtp.received.length;
  const recipients = new Set(smtp.received.map((m) => m.envelopeTo.join(','))).size;
  const passwords = new Set(smtp.received.map((m) => /Password: (\S+)/.exec(m.text)?.[1] ?? 'none'))
    .size;
  const statuses = await database.db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status)
    .orderBy(mailOutbox.status);
  console.log(
    `delivery by ${instances} loops at ${rate} a second in all: ${received} received in ` +
      `${deliverSeconds.toFixed(1)} s (${(received / deliverSeconds).toFixed(1)} a second; ` +
      `sent by each loop: ${sentBy.join(', ')})`,
  );
  console.log(
    `distinct recipients ${recipients}, distinct passwords ${passwords}; outbox: ` +
      statuses.map((s) => `${s.status} ${s.n}`).join(', '),
  );
  const lost = count - recipients;
  const twice = received - recipients;
  console.log(`lost: ${lost}, sent twice: ${twice}`);
  if (lost !== 0 || twice !== 0 || passwords !== count) failed = true;
}

try {
  await runMigrations(database);
  await ensureDefaultAssessment(database.db, loadConfig({}));
  await database.db.insert(staffAccounts).values({
    email: 'bench@example.com',
    name: 'Bench',
    role: 'admin',
    passwordHash: await hashPassword(password, 'generated'),
    createdAt: new Date(),
  });
  const { app } = createTestApp(database, { env: { SMTP_URL: smtp.url } });
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = await fetch(`${base}/api/hr/session`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password }),
  });
  const cookie = (session.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const csv = [
    'name,email,test_type',
    ...Array.from({ length: count }, (_, i) => `Campus Candidate ${i},campus${i}@example.com,both`),
  ].join('\n');

  const importStart = performance.now();
  const imported = await fetch(
    `${base}/api/hr/candidates/import?cohort=Campus%20bench&invite=${!values['no-invite']}`,
    {
      method: 'POST',
      headers: { origin: base, cookie, 'x-csrf-token': csrfToken, 'content-type': 'text/csv' },
      body: csv,
    },
  );
  const answer = (await imported.json()) as { created?: unknown[] };
  const importSeconds = (performance.now() - importStart) / 1000;
  const [queued] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.kind} = 'invitation' and ${mailOutbox.status} = 'pending'`);
  console.log(
    `import of ${count} ${values['no-invite'] ? 'without' : 'with'} invitations: ${imported.status}, ${answer.created?.length ?? 0} created, ` +
      `${queued?.n ?? 0} invitations queued, in ${importSeconds.toFixed(2)} s (target < ${importTargetSeconds} s)`,
  );
  const expected = values['no-invite'] ? 0 : count;
  if (imported.status !== 201 || queued?.n !== expected || importSeconds >= importTargetSeconds)
    failed = true;

  if (!values['no-invite']) await deliverAll();
} finally {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await smtp.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
