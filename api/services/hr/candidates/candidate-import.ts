import type { MailSettings } from '../../candidate-mail/mail-values.ts';
import { queueCandidateMail } from '../../candidate-mail/mail-queue.ts';
import { inArray, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { readCsvTable, toCsv } from '../../../lib/csv.ts';
import { generatePassword, hashPassword } from '../../../lib/password.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import {
  createCandidateSchema,
  type HrTestType,
  type ImportAnswer,
  type ImportError,
  type ImportedCandidate,
  type ImportProgress,
} from '../../../../shared/contract/hr.ts';
import { credentialsCsvHeader, credentialsCsvRows } from '../../../../shared/credentials-csv.ts';
import { recordAuditMany, type Actor } from '../audit.ts';
import {
  maxImportLineChars,
  maxImportRows,
  tooLongRowMessage,
  tooManyRowsMessage,
} from '../import-limits.ts';
import { detailsView } from './candidate-details.ts';
import { candidateEntry, newCandidateRow, type CandidateEntry } from './candidate-entry.ts';
import { wallMinute } from '../../../../shared/zoned-time.ts';
import { driveNamed, roundsOfDrive } from '../../assessments/drive-changes.ts';
import { freshOneTimeIds } from './credentials.ts';

export const candidateColumns = [
  'name',
  'email',
  'phone',
  'test_type',
  'time_factor',
  'window_start',
  'window_end',
] as const;
// `test_type` may be left out, or a cell empty: the rounds of the drive's assessment.
const requiredColumns = ['name', 'email'];

/** Told how far the import has got (api/http/import-body.ts streams it as progress lines). */
export type ProgressReporter = (
  phase: ImportProgress['phase'],
  done: number,
  total: number,
) => void;

type CheckedRow = CandidateEntry & { line: number };

/**
 * Checks every line of the file (at most `maxImportRows`, each at most `maxImportLineChars`),
 * handing the event loop back as it goes; returns the good rows and the errors with their lines.
 */
async function checkFile(
  db: Db,
  text: string,
  defaultTestType: HrTestType,
): Promise<{ rows: CheckedRow[]; errors: ImportError[] }> {
  const table = await readCsvTable(text, {
    maxRecords: maxImportRows,
    maxRecordChars: maxImportLineChars,
  });
  if ('syntaxError' in table) return { rows: [], errors: [table.syntaxError] };
  const { header, body, bodyCount } = table;
  if (!header)
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: 'The file is empty: it needs a header line and one line per candidate.',
        },
      ],
    };
  if (header.tooLong)
    return { rows: [], errors: [{ line: header.line, message: tooLongRowMessage }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const errors: ImportError[] = [];
  const unknown = names.filter((n) => !(candidateColumns as readonly string[]).includes(n));
  const missing = requiredColumns.filter((n) => !names.includes(n));
  if (unknown.length > 0)
    errors.push({
      line: header.line,
      message: `Unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}. The columns are ${candidateColumns.join(', ')}.`,
    });
  if (missing.length > 0)
    errors.push({
      line: header.line,
      message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.`,
    });
  if (errors.length > 0) return { rows: [], errors };
  if (body.length === 0)
    return {
      rows: [],
      errors: [{ line: header.line, message: 'The file has no candidates under its header.' }],
    };
  if (bodyCount > maxImportRows)
    return {
      rows: [],
      errors: [{ line: header.line, message: tooManyRowsMessage('candidates', bodyCount) }],
    };

  const rows: CheckedRow[] = [];
  const firstLineOf = new Map<string, number>();
  const slices = timeSlices();
  for (const record of body) {
    if (slices.due) await slices.pause();
    if (record.tooLong) {
      errors.push({ line: record.line, message: tooLongRowMessage });
      continue;
    }
    const value = (column: string) => {
      const index = names.indexOf(column);
      return index === -1 ? undefined : (record.fields[index] ?? '').trim();
    };
    if (record.fields.length !== names.length) {
      errors.push({
        line: record.line,
        message: `Expected ${names.length} fields, found ${record.fields.length}.`,
      });
      continue;
    }
    const timeFactor = value('time_factor');
    const raw = {
      name: value('name'),
      email: value('email'),
      phone: value('phone') || null,
      testType: value('test_type')?.toLowerCase() || undefined,
      timeFactor: timeFactor === undefined || timeFactor === '' ? 1 : timeFactor,
      windowStart: value('window_start') || null,
      windowEnd: value('window_end') || null,
    };
    try {
      const valid = createCandidateSchema.validateSync(raw, {
        abortEarly: false,
        stripUnknown: true,
      });
      const entry = candidateEntry(valid, defaultTestType);
      const { windowStart, windowEnd } = entry;
      if (windowStart && windowEnd && windowEnd <= windowStart) {
        errors.push({ line: record.line, message: 'window_end must be after window_start' });
        continue;
      }
      const seen = firstLineOf.get(valid.email);
      if (seen !== undefined) {
        errors.push({
          line: record.line,
          message: `The e-mail ${valid.email} is also on line ${seen}.`,
        });
        continue;
      }
      firstLineOf.set(valid.email, record.line);
      rows.push({ line: record.line, ...entry });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const messages = [
        ...new Set((error.inner.length > 0 ? error.inner : [error]).map((e) => e.message)),
      ];
      errors.push({ line: record.line, message: messages.join('; ') });
    }
  }
  // E-mails other candidates already have.
  const emails = [...firstLineOf.keys()];
  for (let i = 0; i < emails.length; i += 1000) {
    const taken = await db
      .select({ email: sql<string>`lower(${candidates.email})` })
      .from(candidates)
      .where(inArray(sql`lower(${candidates.email})`, emails.slice(i, i + 1000)));
    for (const { email } of taken)
      errors.push({
        line: firstLineOf.get(email) ?? 0,
        message: `A candidate with the e-mail ${email} already exists.`,
      });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

const view = (
  row: CheckedRow,
  credentials: { oneTimeId: string; password: string } | null,
): ImportedCandidate => ({
  line: row.line,
  ...detailsView(row),
  oneTimeId: credentials?.oneTimeId ?? null,
  password: credentials?.password ?? null,
});

/** Hashes in parallel batches (libuv runs scrypt on its thread pool), reporting as it goes. */
export async function hashAll(
  passwords: string[],
  progress: ProgressReporter = () => {},
): Promise<string[]> {
  const hashes: string[] = [];
  const batch = 50;
  for (let i = 0; i < passwords.length; i += batch) {
    hashes.push(
      ...(await Promise.all(
        passwords.slice(i, i + batch).map((p) => hashPassword(p, 'generated')),
      )),
    );
    progress('hashing', hashes.length, passwords.length);
  }
  return hashes;
}

export type CandidateImportOutcome =
  | ({ kind: 'preview' } & ImportAnswer<ImportedCandidate>)
  | ({ kind: 'refused' } & ImportAnswer<ImportedCandidate>)
  | ({ kind: 'created' } & ImportAnswer<ImportedCandidate>);

/**
 * Imports candidates from CSV, all or nothing: any line error creates nothing; `dryRun` only
 * checks. Otherwise every candidate gets a fresh one-time ID and generated password (answered
 * once, hashed with the light parameters their randomness allows: see `lib/password.ts`), all in
 * one transaction with one audit row per candidate.
 */
export async function importCandidates(
  db: Db,
  actor: Actor,
  text: string,
  options: {
    dryRun: boolean;
    /** The drive they join, matched to an existing one without regard to case (as an edit is). */
    cohort?: string | null;
    reason?: string;
    /** The company's clock (`COMPANY_TIME_ZONE`), which the default label's time is on. */
    timeZone: string;
    /** Queue each one's invitation (with their password) in the import's transaction. */
    invite?: MailSettings | null;
  },
  now: Date,
  progress: ProgressReporter = () => {},
): Promise<CandidateImportOutcome> {
  const { rows, errors } = await checkFile(db, text, await roundsOfDrive(db, options.cohort));
  progress('checking', rows.length + errors.length, rows.length + errors.length);
  if (options.dryRun)
    return { kind: 'preview', dryRun: true, created: rows.map((r) => view(r, null)), errors };
  if (errors.length > 0) return { kind: 'refused', created: [], errors };

  // Each password is a draw of random bytes: 5,000 of them held the event loop for about 50 ms.
  const passwords: string[] = [];
  const slices = timeSlices();
  for (let i = 0; i < rows.length; i++) {
    passwords.push(generatePassword());
    if (slices.due) await slices.pause();
  }
  const hashes = await hashAll(passwords, progress);
  // Without a drive named, a drive of the default assessment named for the import's minute.
  const label =
    options.cohort?.trim() || `import ${wallMinute(now, options.timeZone).replace('T', ' ')}`;
  const created = await db.transaction(async (tx) => {
    const cohort = (await driveNamed(tx, actor, label, now)) ?? label;
    const ids = await freshOneTimeIds(tx, rows.length);
    const values = rows.map((row, i) => ({
      ...newCandidateRow(
        row,
        { oneTimeId: ids[i] as string, passwordHash: hashes[i] as string },
        now,
      ),
      cohort,
    }));
    const inserted: { id: string; oneTimeId: string }[] = [];
    for (let i = 0; i < values.length; i += 200) {
      inserted.push(
        ...(await tx
          .insert(candidates)
          .values(values.slice(i, i + 200))
          .returning({ id: candidates.id, oneTimeId: candidates.oneTimeId })),
      );
      progress('saving', inserted.length, values.length);
    }
    const idOf = new Map(inserted.map((r) => [r.oneTimeId, r.id]));
    await recordAuditMany(
      tx,
      actor,
      now,
      values.map((v) => ({
        action: 'candidate.imported',
        entityType: 'candidate',
        entityId: idOf.get(v.oneTimeId) ?? null,
        reason: options.reason,
        after: {
          oneTimeId: v.oneTimeId,
          name: v.fullName,
          email: v.email,
          testType: v.testType,
          timeFactor: v.timeFactor,
          cohort,
          invited: !!options.invite,
        },
      })),
    );
    if (options.invite)
      await queueCandidateMail(
        tx,
        options.invite,
        values.map((v, i) => ({
          candidate: { ...v, id: idOf.get(v.oneTimeId) as string },
          kind: 'invitation' as const,
          password: passwords[i] as string,
        })),
        now,
      );
    return rows.map((row, i) =>
      view(row, { oneTimeId: ids[i] as string, password: passwords[i] as string }),
    );
  });
  return { kind: 'created', created, errors: [] };
}

/** The credentials file HR hands out (the console writes the same from the import's answer). */
export const credentialsCsv = (created: ImportedCandidate[]): string =>
  toCsv(credentialsCsvHeader, credentialsCsvRows(created));
