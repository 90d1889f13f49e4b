import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { mcqQuestions } from '../../db/schema/question-bank.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { demoAdmin } from '../../db/seed/demo-admin.ts';
import { demoPassword } from '../../db/seed/demo-candidates.ts';
import { verifyPassword } from '../../lib/password.ts';
import { createCandidate } from '../../test-support/candidates.ts';
import { hrClient } from '../../test-support/hr-client.ts';
import { interviewClient } from '../../test-support/interview-client.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { howToCreateFirstAdmin } from './first-admin.ts';
import { prepareContent } from './start-up.ts';

const at = new Date('2026-11-23T08:00:00Z');
const production = {
  NODE_ENV: 'production',
  HR_ADMIN_EMAIL: 'Boss@Company.example',
  HR_ADMIN_PASSWORD: 'a-long-admin-secret',
};

// Staff passwords are hashed at OWASP's scrypt cost on purpose (about 0.3 s each on a quiet
// machine, several times that on a busy one): these tests hash several.
describe(`start-up content (${testEngine})`, { timeout: 90_000 }, () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('in development seeds the demo content and the demo admin, and lists every demo login (no password)', async () => {
    const notes = await prepareContent(database, loadConfig({}), at);
    const lines = notes.map((n) => n.message).join('\n');
    expect(lines).toContain('DEMO-MCQ');
    expect(lines).toContain(`${demoAdmin.email} (password in README.md, "Demo HR admin")`);
    // The demo's passwords are published (README.md), but no log line holds a password.
    expect(lines).not.toContain(demoAdmin.password);
    expect(lines).not.toContain(demoPassword);
    const [admin] = await database.db.select().from(staffAccounts);
    expect(admin).toMatchObject({ email: demoAdmin.email, role: 'admin', isDemo: true });
    expect(await verifyPassword(demoAdmin.password, admin?.passwordHash ?? '')).toBe(true);
    expect(admin?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    // The printed logins work.
    const { app } = createTestApp(database, { now: () => at });
    expect((await hrClient(app).signIn(demoAdmin.email, demoAdmin.password)).status).toBe(200);
    expect((await interviewClient(app).login('DEMO-MCQ', demoPassword)).status).toBe(200);
  });

  it('in production with HR_ADMIN_* creates that admin and seeds nothing', async () => {
    const notes = await prepareContent(
      database,
      loadConfig({ ...production, SEED_DEMO_DATA: 'true' }),
      at,
    );
    expect(await database.db.select().from(candidates)).toEqual([]);
    expect(await database.db.select().from(mcqQuestions)).toEqual([]);
    const staff = await database.db.select().from(staffAccounts);
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ email: 'boss@company.example', role: 'admin', isDemo: false });
    expect(notes.map((n) => n.message).join('\n')).not.toMatch(/DEMO-|demo-admin/);
    expect(notes).toContainEqual({
      level: 'warn',
      message: 'SEED_DEMO_DATA=true is ignored in production: demo logins never work there.',
    });
    const [audit] = await database.db.select().from(auditLog);
    expect(audit).toMatchObject({ action: 'staff.created', actorId: null });

    const { app } = createTestApp(database, { now: () => at, env: production });
    expect((await hrClient(app).signIn('boss@company.example', 'a-long-admin-secret')).status).toBe(
      200,
    );

    // A second start changes nothing, even with another password in the environment.
    await prepareContent(
      database,
      loadConfig({ ...production, HR_ADMIN_PASSWORD: 'another-long-secret' }),
      at,
    );
    expect(await database.db.select().from(staffAccounts)).toHaveLength(1);
  });

  it('in production without HR_ADMIN_* still starts and says how to create the first admin', async () => {
    const notes = await prepareContent(database, loadConfig({ NODE_ENV: 'production' }), at);
    expect(notes).toContainEqual({ level: 'warn', message: howToCreateFirstAdmin });
    expect(await database.db.select().from(staffAccounts)).toEqual([]);
  });

  it('creates no first admin from a common or easily guessed HR_ADMIN_PASSWORD, and says why', async () => {
    const notes = await prepareContent(
      database,
      loadConfig({ ...production, HR_ADMIN_PASSWORD: 'password1234' }),
      at,
    );
    expect(await database.db.select().from(staffAccounts)).toEqual([]);
    expect(notes).toContainEqual({
      level: 'warn',
      message:
        'HR_ADMIN_PASSWORD was not used and no admin was created. This password is too common or ' +
        'easy to guess (it is, or is close to, a password found in lists of breached passwords). ' +
        'Choose a longer phrase of unrelated words. Set it in the environment or in .env, and ' +
        'restart the server.',
    });
  });

  it('refuses in production the demo logins an old database still holds', async () => {
    await prepareContent(database, loadConfig({}), at);
    const { app } = createTestApp(database, { now: () => at, env: { NODE_ENV: 'production' } });
    const candidate = await interviewClient(app).login('DEMO-MCQ', demoPassword);
    expect(candidate.status).toBe(401);
    expect((await hrClient(app).signIn(demoAdmin.email, demoAdmin.password)).status).toBe(401);
    // The first admin is still created: the demo admin does not count as a way in.
    await prepareContent(database, loadConfig(production), at);
    expect((await hrClient(app).signIn('boss@company.example', 'a-long-admin-secret')).status).toBe(
      200,
    );
  });

  it('tells a candidate clearly, without a 503, that an empty bank means the test is not ready', async () => {
    await prepareContent(database, loadConfig(production), at);
    await createCandidate(database, 'REAL-1');
    const { app } = createTestApp(database, { now: () => at, env: production });
    const client = interviewClient(app);
    const start = await client.start(await client.token('REAL-1'));
    expect(start.status).toBe(409);
    expect(start.body.message).toBe(
      'Your test is not ready yet: its questions have not been added. Please try again later or contact HR.',
    );
  });

  it('tells a practical candidate the round is not ready while it has no task, and starts no clock', async () => {
    await prepareContent(database, loadConfig(production), at);
    await createCandidate(database, 'REAL-PRACTICAL', 'practical');
    const { app } = createTestApp(database, { now: () => at, env: production });
    const client = interviewClient(app);
    const token = await client.token('REAL-PRACTICAL');
    const start = await client.startPractical(token);
    expect(start.status).toBe(409);
    expect(start.body.message).toBe(
      'Your practical round is not ready yet: its tasks have not been added. Please try again later or contact HR.',
    );
    expect((await client.logTime(token)).status).toBe(409);
    // The rules page is told, so it shows why instead of a Start that can only fail.
    expect((await client.status(token)).body.data.practical).toMatchObject({
      state: 'not-ready',
      startedAt: null,
    });
  });
});
