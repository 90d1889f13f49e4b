import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccounts } from '../db/schema/staff.ts';
import { parseCsv } from '../lib/csv.ts';
import { recordAudit } from '../services/hr/audit.ts';
import { insertCandidate } from '../test-support/candidates.ts';
import { createStaffAccount } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`HR audit log: who and what by name (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-23T09:05:00Z'),
    staff: [['reviewer@example.com', 'reviewer', { name: 'Ravi Reviewer' }]],
  });

  it('names the candidate and the staff member of each row; the export keeps the keys', async () => {
    const candidate = await insertCandidate(h.database, {
      oneTimeId: 'AUD1-0001',
      fullName: 'Asha Patel',
    });
    const [reviewer] = await h.database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, 'reviewer@example.com'));
    if (!reviewer) throw new Error('no staff account');
    await recordAudit(h.database.db, { id: reviewer.id, email: reviewer.email }, h.clock.now, {
      action: 'attempt.retake-granted',
      entityType: 'candidate',
      entityId: candidate.id,
      reason: 'Power cut',
    });
    await recordAudit(h.database.db, null, h.clock.now, {
      action: 'backup.taken',
      entityType: 'backup',
      entityId: 'snapshot-2026-11-23.tar',
    });

    const hr = await h.signedIn('reviewer@example.com');
    const page = await hr.get('/api/hr/audit?entityType=candidate');
    expect(page.status).toBe(200);
    expect(page.body.items).toEqual([
      expect.objectContaining({
        action: 'attempt.retake-granted',
        entityId: candidate.id,
        subject: 'Asha Patel',
        actor: { id: reviewer.id, email: 'reviewer@example.com', name: 'Ravi Reviewer' },
      }),
    ]);
    // A file has no row to name it by: its id is what there is.
    const backups = await hr.get('/api/hr/audit?entityType=backup');
    expect(backups.body.items[0]).toMatchObject({ subject: null, actor: null });

    const csv = await hr.get('/api/hr/audit/export.csv?entityType=candidate');
    const [header, row] = parseCsv(csv.text).map((r) => r.fields);
    // The export keeps the keys: the same columns as before the console spoke in words.
    expect(header?.join(',')).toBe(
      'at,actor_email,action,entity_type,entity_id,reason,before,after',
    );
    expect(row?.slice(0, 6)).toEqual([
      '2026-11-23T14:35:00+05:30',
      'reviewer@example.com',
      'attempt.retake-granted',
      'candidate',
      candidate.id,
      'Power cut',
    ]);
  });

  it('sorts "What" by the words shown, not the keys, across pages and in both orders', async () => {
    const candidate = await insertCandidate(h.database, {
      oneTimeId: 'AUD1-0002',
      fullName: 'Bela Rao',
    });
    // By key: attempt.reopened, attempt.retake-granted, attempt.zz-later, candidate.created,
    // practical.passed. By the words shown: an unknown action shows (and sorts) as itself.
    for (const action of [
      'attempt.retake-granted',
      'practical.passed',
      'attempt.zz-later',
      'candidate.created',
      'attempt.reopened',
    ])
      await recordAudit(h.database.db, null, h.clock.now, {
        action,
        entityType: 'candidate',
        entityId: candidate.id,
      });
    const byWords = [
      'attempt.zz-later', // "attempt.zz-later"
      'candidate.created', // "Candidate added"
      'attempt.reopened', // "MCQ test reopened"
      'practical.passed', // "Practical passed"
      'attempt.retake-granted', // "Retake granted"
    ];

    const hr = await h.signedIn('reviewer@example.com');
    const actions = async (query: string) => {
      const page = await hr.get(`/api/hr/audit?entityId=${candidate.id}&sort=action&${query}`);
      expect(page.status).toBe(200);
      return (page.body.items as { action: string }[]).map((row) => row.action);
    };
    expect(await actions('order=asc')).toEqual(byWords);
    expect(await actions('order=desc')).toEqual([...byWords].reverse());
    // Paged, the order holds: no row repeated or skipped between pages.
    const pages = [
      ...(await actions('order=asc&limit=2&offset=0')),
      ...(await actions('order=asc&limit=2&offset=2')),
      ...(await actions('order=asc&limit=2&offset=4')),
    ];
    expect(pages).toEqual(byWords);
  });

  it('sorts "On" by the words shown too', async () => {
    const actor = await createStaffAccount(h.database, 'sorter@example.com');
    // By key: candidate, settings, staff. In words: Candidate, Staff member, Test settings.
    for (const [action, entityType] of [
      ['settings.updated', 'settings'],
      ['candidate.updated', 'candidate'],
      ['staff.updated', 'staff'],
    ] as const)
      await recordAudit(h.database.db, { id: actor.id, email: actor.email }, h.clock.now, {
        action,
        entityType,
      });
    const hr = await h.signedIn('reviewer@example.com');
    const page = await hr.get(`/api/hr/audit?actorId=${actor.id}&sort=entityType&order=asc`);
    expect(page.body.items.map((row: { entityType: string }) => row.entityType)).toEqual([
      'candidate',
      'staff',
      'settings',
    ]);
  });
});
