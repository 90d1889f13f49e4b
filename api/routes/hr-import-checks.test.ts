import { describe, expect, it } from 'vitest';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/** Issue 39, item 14: what an import's check points out before anything is created. */
describe(`import checks (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-28T09:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });
  const admin = () => h.signedIn('admin@example.com');

  it('refuses an e-mail address no mail can reach (no top-level domain), on its line', async () => {
    const csv = [
      'name,email,phone,test_type,time_factor,window_start,window_end',
      'Reachable,asha@example.in,,mcqs,1,,',
      'No Domain,name@example,,mcqs,1,,',
      'Short Domain,name@example.c,,mcqs,1,,',
    ].join('\n');
    const preview = await (
      await admin()
    ).post('/api/hr/candidates/import?dryRun=1', csv, { contentType: 'text/csv' });
    expect(preview.body.errors).toEqual([
      { line: 3, message: 'E-mail must be an e-mail address' },
      { line: 4, message: 'E-mail must be an e-mail address' },
    ]);
    const staff = await (
      await admin()
    ).post('/api/hr/staff', { name: 'New Reviewer', email: 'new@reviewer', role: 'reviewer' });
    expect(staff.status).toBe(400);
    expect(staff.body.message).toBe('E-mail must be an e-mail address');
  });

  it('points out, without refusing it, a question nearly the same as one in the bank or the file', async () => {
    const bank = (await (await admin()).get('/api/hr/questions?limit=100')).body.items as {
      question: string;
    }[];
    // Aiken holds a question on one line: one of the bank's without code.
    const inBank = bank.find((q) => !q.question.includes('\n'))?.question ?? '';
    expect(inBank).not.toBe('');
    const aiken = [
      `${inBank.toLowerCase()} ?`,
      'A) one',
      'B) two',
      'ANSWER: A',
      '',
      'Which port does HTTPS use by default?',
      'A) 80',
      'B) 443',
      'ANSWER: B',
      '',
      'By default, which port does HTTPS use',
      'A) 80',
      'B) 443',
      'ANSWER: B',
      '',
    ].join('\n');
    const res = await (
      await admin()
    ).post('/api/hr/questions/import?format=aiken&dryRun=1&category=Networks', aiken, {
      contentType: 'text/plain',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(
      (res.body.created as { line: number; nearCopyOf?: unknown }[]).map((q) => [
        q.line,
        q.nearCopyOf ?? null,
      ]),
    ).toEqual([
      [1, { line: null, question: inBank }],
      [6, null],
      [11, { line: 6, question: 'Which port does HTTPS use by default?' }],
    ]);
  });
});
