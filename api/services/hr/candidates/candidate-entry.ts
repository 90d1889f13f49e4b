import type { CreateCandidateRequest, HrTestType } from '../../../../shared/contract/hr.ts';

/**
 * A new candidate's details as HR enters them, in the console's form or on a line of an import
 * file (both checked by `createCandidateSchema`), with the window's times read: what both store.
 */
export interface CandidateEntry {
  name: string;
  email: string;
  phone: string | null;
  testType: HrTestType;
  timeFactor: number;
  windowStart: Date | null;
  windowEnd: Date | null;
}

const timeOrNone = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * The entry a checked request describes: a blank phone or window time is none; no test type, the
 * rounds of the assessment the candidate will take (`defaultTestType`).
 */
export const candidateEntry = (
  input: CreateCandidateRequest,
  defaultTestType: HrTestType,
): CandidateEntry => ({
  name: input.name,
  email: input.email,
  phone: input.phone || null,
  testType: (input.testType as HrTestType | undefined) || defaultTestType,
  timeFactor: input.timeFactor,
  windowStart: timeOrNone(input.windowStart),
  windowEnd: timeOrNone(input.windowEnd),
});

/** The `candidates` row of a new candidate: the entry, with its one-time ID and password hash. */
export const newCandidateRow = (
  entry: CandidateEntry,
  login: { oneTimeId: string; passwordHash: string },
  now: Date,
) => ({
  oneTimeId: login.oneTimeId,
  passwordHash: login.passwordHash,
  fullName: entry.name,
  email: entry.email,
  phone: entry.phone,
  testType: entry.testType,
  timeFactor: entry.timeFactor,
  windowStart: entry.windowStart,
  windowEnd: entry.windowEnd,
  createdAt: now,
});
