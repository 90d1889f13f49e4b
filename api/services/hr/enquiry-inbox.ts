import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactEnquiries } from '../../db/schema/contact-enquiries.ts';
import type { EnquiryStatus, EnquiryView } from '../../../shared/contract/hr.ts';
import type { EnquirySort } from '../../../shared/contract/hr-lists.ts';
import type { Actor } from './audit.ts';
import { auditedTable, changeRow } from './audited-row.ts';
import { caseless, listOrder, textSearch } from './list-order.ts';
import { everyRowOf, tableList } from './paged-list.ts';

type Enquiry = typeof contactEnquiries.$inferSelect;
type Order = { sort: EnquirySort; order: 'asc' | 'desc' };

const enquiryView = (e: Enquiry): EnquiryView => ({
  id: e.id,
  name: e.name,
  email: e.email,
  contact: e.contact,
  subject: e.subject,
  message: e.message,
  status: e.status,
  createdAt: e.createdAt.toISOString(),
  statusChangedAt: e.statusChangedAt?.toISOString() ?? null,
});

function enquiryWhere(filter: { status?: EnquiryStatus; q?: string }): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(contactEnquiries.status, filter.status));
  const { name, email, subject, message } = contactEnquiries;
  parts.push(textSearch(filter.q, [name, email, subject, message]));
  return parts.length > 0 ? and(...parts) : undefined;
}

const enquirySortColumns = {
  createdAt: contactEnquiries.createdAt,
  name: caseless(contactEnquiries.name),
  email: caseless(contactEnquiries.email),
  subject: caseless(contactEnquiries.subject),
  // The inbox's own order of work (new, then replied, then archived), not the alphabet's.
  status: sql`case ${contactEnquiries.status} when 'new' then 0 when 'replied' then 1 else 2 end`,
} as const;

// Equal values fall back to newest first, whatever the direction: the inbox's own order.
const enquiryOrder = ({ sort, order }: Order): SQL[] =>
  listOrder(enquirySortColumns[sort], order, [
    desc(contactEnquiries.createdAt),
    desc(contactEnquiries.id),
  ]);

/** The inbox with the whole message (newest first unless the page says otherwise). */
export const listEnquiries = tableList(contactEnquiries, enquiryWhere, enquiryOrder, enquiryView);

export const allEnquiries = everyRowOf(listEnquiries, 1000);

/** Enquiries as staff change them: what the audit log calls them, and the 404's words. */
const enquiryRows = auditedTable(contactEnquiries, 'enquiry', 'No such enquiry.');

/** Moves an enquiry between new, replied and archived. */
export async function setEnquiryStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: EnquiryStatus,
  reason: string | undefined,
  now: Date,
): Promise<EnquiryView> {
  const after = await changeRow(db, actor, now, enquiryRows, id, (before) => ({
    set: { status, statusChangedAt: now },
    audit: {
      action: 'enquiry.status-changed',
      reason,
      before: { status: before.status },
      after: { status },
    },
  }));
  return enquiryView(after);
}
