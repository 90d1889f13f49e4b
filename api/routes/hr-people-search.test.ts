import { describe, expect, it } from 'vitest';
import type { PeopleView } from '../../shared/contract/hr-privacy.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

/** `GET /api/hr/people?q=`: where a data request starts. */
describe(`finding a person (${testEngine})`, () => {
  const h = useHrHarness({ now: new Date('2026-11-29T05:00:00Z'), staff: adminAndReviewer });

  it('finds a candidate by e-mail, and once erased by their record ID alone', async () => {
    const admin = await h.signedIn('admin@example.com');
    const created = await admin.post('/api/hr/candidates', {
      name: 'Ravi Search-Test',
      email: 'ravi.search@example.in',
      testType: 'mcqs',
    });
    expect(created.status, created.text).toBe(201);
    const id = (created.body as { candidate: { id: string } }).candidate.id;

    const byEmail = (await admin.get('/api/hr/people?q=RAVI.SEARCH@')).body as PeopleView;
    expect(byEmail.candidates.map((c) => [c.id, c.fullName, c.erasedAt])).toEqual([
      [id, 'Ravi Search-Test', null],
    ]);
    expect((await admin.get('/api/hr/people?q=r')).status).toBe(400);

    const erased = await admin.post(`/api/hr/people/candidates/${id}/erase`, {
      reason: 'Asked by e-mail',
    });
    expect(erased.status, erased.text).toBe(200);
    const gone = (await admin.get('/api/hr/people?q=ravi.search')).body as PeopleView;
    expect(gone.candidates).toEqual([]);
    const byId = (await admin.get(`/api/hr/people?q=${id.toUpperCase()}`)).body as PeopleView;
    expect(byId.candidates).toMatchObject([
      { id, fullName: 'Erased candidate', email: null, phone: null },
    ]);
    expect(byId.candidates[0]?.erasedAt).toBe('2026-11-29T05:00:00.000Z');
  });

  it("corrects an enquirer, keeping each enquiry's own number when the contact is sent empty", async () => {
    const admin = await h.signedIn('admin@example.com');
    const createdAt = new Date('2026-11-20T10:00:00Z');
    await h.database.db.insert(contactEnquiries).values([
      {
        name: 'Kiran D',
        email: 'kiran@example.org',
        contact: '+919800000001',
        subject: 'App',
        message: 'Hi',
        createdAt,
      },
      {
        name: 'Kiran D',
        email: 'KIRAN@example.org',
        contact: '+919800000002',
        subject: 'Site',
        message: 'Hi',
        createdAt,
      },
    ]);
    const corrected = await admin.put('/api/hr/people/enquirers', {
      email: 'kiran@example.org',
      name: 'Kiran Desai',
      newEmail: 'kiran.desai@example.org',
      contact: ' ',
      reason: 'She spelt her name out on the phone',
    });
    expect(corrected.status, corrected.text).toBe(200);
    const found = (await admin.get('/api/hr/people?q=kiran.desai')).body as PeopleView;
    expect(found.enquirers[0]?.enquiries.map((e) => [e.name, e.contact]).sort()).toEqual([
      ['Kiran Desai', '+919800000001'],
      ['Kiran Desai', '+919800000002'],
    ]);
  });

  it('is for admins only', async () => {
    const reviewer = await h.signedIn('reviewer@example.com');
    expect((await reviewer.get('/api/hr/people?q=ravi')).status).toBe(403);
  });
});
