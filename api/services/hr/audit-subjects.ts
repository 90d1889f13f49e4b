import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { contactEnquiries } from '../../db/schema/contact-enquiries.ts';
import { mcqQuestions, practicalTasks } from '../../db/schema/question-bank.ts';
import { assessments, drives } from '../../db/schema/assessments.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import type { AuditRowView } from '../../../shared/contract/hr.ts';

// A question or task is named by its text, cut to a line.
const maxTextLength = 80;
const shortened = (text: string) =>
  text.length > maxTextLength ? `${text.slice(0, maxTextLength - 1).trimEnd()}…` : text;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of `rows` on `entityType` (only uuids: a bad id must not fail the page's query). */
const idsOn = (rows: AuditRowView[], entityType: string) => [
  ...new Set(
    rows
      .filter((r) => r.entityType === entityType && r.entityId && uuidPattern.test(r.entityId))
      .map((r) => r.entityId as string),
  ),
];

/** One query per kind of subject a page names, whatever the page's length. */
async function namesOf(db: Db, rows: AuditRowView[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const staffIds = new Set([
    ...idsOn(rows, 'staff'),
    ...rows.flatMap((r) => (r.actor ? [r.actor.id] : [])),
  ]);
  const lookups: [string[], () => Promise<{ id: string; name: string }[]>][] = [
    [
      idsOn(rows, 'candidate'),
      () =>
        db
          .select({ id: candidates.id, name: candidates.fullName })
          .from(candidates)
          .where(inArray(candidates.id, idsOn(rows, 'candidate'))),
    ],
    [
      [...staffIds],
      () =>
        db
          .select({ id: staffAccounts.id, name: staffAccounts.name })
          .from(staffAccounts)
          .where(inArray(staffAccounts.id, [...staffIds])),
    ],
    [
      idsOn(rows, 'question'),
      () =>
        db
          .select({ id: mcqQuestions.id, name: mcqQuestions.question })
          .from(mcqQuestions)
          .where(inArray(mcqQuestions.id, idsOn(rows, 'question'))),
    ],
    [
      idsOn(rows, 'practical-task'),
      () =>
        db
          .select({ id: practicalTasks.id, name: practicalTasks.question })
          .from(practicalTasks)
          .where(inArray(practicalTasks.id, idsOn(rows, 'practical-task'))),
    ],
    [
      idsOn(rows, 'assessment'),
      () =>
        db
          .select({ id: assessments.id, name: assessments.name })
          .from(assessments)
          .where(inArray(assessments.id, idsOn(rows, 'assessment'))),
    ],
    [
      idsOn(rows, 'drive'),
      () =>
        db
          .select({ id: drives.id, name: drives.name })
          .from(drives)
          .where(inArray(drives.id, idsOn(rows, 'drive'))),
    ],
    [
      idsOn(rows, 'enquiry'),
      () =>
        db
          .select({ id: contactEnquiries.id, name: contactEnquiries.name })
          .from(contactEnquiries)
          .where(inArray(contactEnquiries.id, idsOn(rows, 'enquiry'))),
    ],
  ];
  for (const [ids, lookup] of lookups) {
    if (ids.length === 0) continue;
    for (const { id, name } of await lookup()) names.set(id, shortened(name));
  }
  return names;
}

/**
 * A page of the audit log with the people and things it is about named (the candidate's, the
 * staff member's, the question's words), so HR reads who and what rather than ids. A subject
 * since deleted, or one without a row of its own (settings, a backup file), keeps no name.
 */
export async function withNames(db: Db, rows: AuditRowView[]): Promise<AuditRowView[]> {
  const names = await namesOf(db, rows);
  return rows.map((row) => ({
    ...row,
    actor: row.actor ? { ...row.actor, name: names.get(row.actor.id) ?? null } : null,
    subject: row.entityId ? (names.get(row.entityId) ?? null) : null,
  }));
}
