import { Hono, type Context } from 'hono';
import { stream } from 'hono/streaming';
import { requireRole, requireStaff, staffAction, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import { idParam } from '../http/list-query.ts';
import { logCandidateRead } from '../http/access-logging.ts';
import { logAccess } from '../services/privacy/access-log.ts';
import { fail } from '../domain/errors.ts';
import {
  enquirerCorrectionSchema,
  enquirerErasureSchema,
  erasureSchema,
  subscriberCorrectionSchema,
} from '../../shared/contract/hr-privacy.ts';
import { findPeople } from '../services/privacy/people-search.ts';
import { candidateArchive } from '../services/privacy/candidate-data.ts';
import { eraseCandidate } from '../services/privacy/erase-candidate.ts';
import {
  correctEnquirer,
  correctSubscriber,
  enquirerArchive,
  eraseEnquirer,
  eraseSubscriber,
  subscriberArchive,
} from '../services/privacy/public-people.ts';
import { personArchiveZip, type PersonArchive } from '../services/privacy/person-archive.ts';
import { readPrivacySettings } from '../services/privacy/privacy-settings.ts';

/**
 * `/api/hr/people` (admins; docs/hr-api.md, docs/privacy.md): a person's requests under the DPDP
 * Act. Find everyone the product holds data about by name, address, phone or one-time ID; export
 * one person's data as a zip; correct an enquirer's or a subscriber's details (a candidate's are
 * corrected on the candidate, as before); erase a candidate, an enquirer or a subscriber, with a
 * reason. Every export goes into the access log, every change into the audit log.
 */

/** Sends the archive as a zip download. */
async function archiveResponse(c: Context<StaffEnv>, archive: PersonArchive) {
  c.header('Content-Type', 'application/zip');
  c.header('Content-Disposition', `attachment; filename="${archive.fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  const zip = personArchiveZip(archive);
  return stream(c, async (out) => {
    for await (const piece of zip) await out.write(piece as Uint8Array);
  });
}

const companyOf = async (c: Context<StaffEnv>) =>
  (await readPrivacySettings(c.var.deps.database.db)).companyName;

export const hrPeopleRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const q = c.req.query('q')?.trim() ?? '';
    if (q.length < 2)
      throw fail.invalid('Type at least 2 characters of a name, e-mail, phone or ID.');
    if (q.length > 200) throw fail.invalid('The search must be at most 200 characters.');
    return c.json(await findPeople(c.var.deps.database.db, q));
  })
  .get('/candidates/:id/export', async (c) => {
    const id = idParam(c, 'candidate');
    const { db, now } = staffAction(c);
    const archive = await candidateArchive(db, id, await companyOf(c), now);
    await logCandidateRead(c, id, 'person-export');
    return archiveResponse(c, archive);
  })
  .post(
    '/candidates/:id/erase',
    ...staffChange(erasureSchema, async ({ db, actor, now, input }, c) =>
      c.json(
        await eraseCandidate(
          { db, actor, now, reason: input.reason, source: 'request' },
          idParam(c, 'candidate'),
        ),
      ),
    ),
  )
  .get('/enquirers/export', async (c) => {
    const email = c.req.query('email')?.trim() ?? '';
    if (!email) throw fail.invalid('The e-mail is required.');
    const { db, actor, now } = staffAction(c);
    const archive = await enquirerArchive(db, email, await companyOf(c), now);
    // The log names people by id only (it cannot be erased): the enquiries, not the address.
    const enquiryIds = (archive.data['enquiries'] as { id: string }[]).map((e) => e.id);
    await logAccess(db, actor, now, {
      action: 'person-export',
      subjectType: 'enquirer',
      subjectId: enquiryIds[0] ?? '',
      detail: { enquiryIds },
    });
    return archiveResponse(c, archive);
  })
  .post(
    '/enquirers/erase',
    ...staffChange(enquirerErasureSchema, async ({ db, actor, now, input }, c) =>
      c.json(
        await eraseEnquirer(
          { db, actor, now, reason: input.reason, source: 'request' },
          input.email,
        ),
      ),
    ),
  )
  .put(
    '/enquirers',
    ...staffChange(enquirerCorrectionSchema, async ({ db, actor, now, input }, c) =>
      c.json(await correctEnquirer({ db, actor, now, reason: input.reason }, input)),
    ),
  )
  .get('/subscribers/:id/export', async (c) => {
    const id = idParam(c, 'subscriber');
    const { db, actor, now } = staffAction(c);
    const archive = await subscriberArchive(db, id, await companyOf(c), now);
    await logAccess(db, actor, now, {
      action: 'person-export',
      subjectType: 'subscriber',
      subjectId: id,
    });
    return archiveResponse(c, archive);
  })
  .post(
    '/subscribers/:id/erase',
    ...staffChange(erasureSchema, async ({ db, actor, now, input }, c) =>
      c.json(
        await eraseSubscriber(
          { db, actor, now, reason: input.reason, source: 'request' },
          idParam(c, 'subscriber'),
        ),
      ),
    ),
  )
  .put(
    '/subscribers/:id',
    ...staffChange(subscriberCorrectionSchema, async ({ db, actor, now, input }, c) =>
      c.json(
        await correctSubscriber(
          { db, actor, now, reason: input.reason },
          idParam(c, 'subscriber'),
          input.email,
        ),
      ),
    ),
  );
