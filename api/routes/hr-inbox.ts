import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  enquiryStatuses,
  updateEnquirySchema,
  type EnquiryStatus,
} from '../../shared/contract/hr.ts';
import { enquirySorts, subscriberSorts } from '../../shared/contract/hr-lists.ts';
import { idParam, oneOfQuery } from '../http/list-query.ts';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import { allEnquiries, listEnquiries, setEnquiryStatus } from '../services/hr/enquiry-inbox.ts';
import {
  allSubscribers,
  listSubscribers,
  subscriberStatuses,
} from '../services/hr/newsletter-list.ts';
import { staffListRoutes } from './staff-list-routes.ts';

const enquiryFilter = (c: Context) => ({
  status: oneOfQuery(c, 'status', enquiryStatuses),
  q: c.req.query('q') || undefined,
});

/** `/api/hr/enquiries`: the inbox. Every staff member may read it and move an enquiry on. */
export const hrEnquiryRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .route(
    '/',
    staffListRoutes({
      sorts: enquirySorts,
      filter: enquiryFilter,
      page: listEnquiries,
      all: allEnquiries,
      csv: {
        file: 'enquiries.csv',
        columns: ['created_at', 'name', 'email', 'contact', 'subject', 'status', 'message'],
        row: (e) => [e.createdAt, e.name, e.email, e.contact, e.subject, e.status, e.message],
      },
    }),
  )
  .patch(
    '/:id',
    ...staffChange(updateEnquirySchema, async ({ db, actor, now, input }, c) => {
      const id = idParam(c, 'enquiry');
      const { status, reason } = input;
      const enquiry = await setEnquiryStatus(db, actor, id, status as EnquiryStatus, reason, now);
      return c.json({ enquiry });
    }),
  );

const subscriberFilter = (c: Context) => ({
  status: oneOfQuery(c, 'status', subscriberStatuses),
  q: c.req.query('q') || undefined,
});

/** `/api/hr/newsletter`: the subscriber list. */
export const hrNewsletterRoutes = new Hono<StaffEnv>().use('*', requireStaff()).route(
  '/',
  staffListRoutes({
    sorts: subscriberSorts,
    filter: subscriberFilter,
    page: listSubscribers,
    all: allSubscribers,
    csv: {
      file: 'newsletter.csv',
      columns: ['email', 'subscribed_at', 'unsubscribed_at'],
      row: (s) => [s.email, s.subscribedAt, s.unsubscribedAt],
    },
  }),
);
