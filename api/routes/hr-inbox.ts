import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  enquiryStatuses,
  updateEnquirySchema,
  type EnquiryStatus,
} from '../../shared/contract/hr.ts';
import { enquirySorts, subscriberSorts } from '../../shared/contract/hr-lists.ts';
import { csvResponse } from '../http/csv-response.ts';
import { idParam, listQuery, oneOfQuery, sortQuery } from '../http/list-query.ts';
import { actorOf, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { validateJson } from '../http/validate-json.ts';
import { allEnquiries, listEnquiries, setEnquiryStatus } from '../services/hr/enquiry-inbox.ts';
import {
  allSubscribers,
  listSubscribers,
  subscriberStatuses,
} from '../services/hr/newsletter-list.ts';

const enquiryFilter = (c: Context) => ({
  status: oneOfQuery(c, 'status', enquiryStatuses),
  q: c.req.query('q') || undefined,
});

/** `/api/hr/enquiries`: the inbox. Every staff member may read it and move an enquiry on. */
export const hrEnquiryRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => {
    const page = listQuery(c, enquirySorts);
    return c.json(await listEnquiries(c.var.deps.database.db, enquiryFilter(c), page));
  })
  .get('/export.csv', (c) =>
    csvResponse(
      c,
      'enquiries.csv',
      ['created_at', 'name', 'email', 'contact', 'subject', 'status', 'message'],
      allEnquiries(c.var.deps.database.db, enquiryFilter(c), sortQuery(c, enquirySorts)),
      (e) => [e.createdAt, e.name, e.email, e.contact, e.subject, e.status, e.message],
    ),
  )
  .patch('/:id', ...validateJson(updateEnquirySchema), async (c) => {
    const { deps, session } = c.var;
    const body = c.req.valid('json');
    const enquiry = await setEnquiryStatus(
      deps.database.db,
      actorOf(session),
      idParam(c, 'enquiry'),
      body.status as EnquiryStatus,
      body.reason,
      deps.now(),
    );
    return c.json({ enquiry });
  });

const subscriberFilter = (c: Context) => ({
  status: oneOfQuery(c, 'status', subscriberStatuses),
  q: c.req.query('q') || undefined,
});

/** `/api/hr/newsletter`: the subscriber list. */
export const hrNewsletterRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => {
    const page = listQuery(c, subscriberSorts);
    return c.json(await listSubscribers(c.var.deps.database.db, subscriberFilter(c), page));
  })
  .get('/export.csv', (c) =>
    csvResponse(
      c,
      'newsletter.csv',
      ['email', 'subscribed_at', 'unsubscribed_at'],
      allSubscribers(c.var.deps.database.db, subscriberFilter(c), sortQuery(c, subscriberSorts)),
      (s) => [s.email, s.subscribedAt, s.unsubscribedAt],
    ),
  );
