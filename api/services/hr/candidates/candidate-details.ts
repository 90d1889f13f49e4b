import type { Candidate } from '../../../db/schema/candidates.ts';
import type { CandidateEntry } from './candidate-entry.ts';

/**
 * A candidate's details as HR enters them (name, contact, test, time factor, window), as the
 * console shows them and an audit row records them: times as ISO strings, never the password hash.
 */
export const detailsView = <Email extends string | null>(
  // An entry's e-mail, or a stored candidate's (which may be missing).
  d: Omit<CandidateEntry, 'email'> & { email: Email },
) => ({
  name: d.name,
  email: d.email,
  phone: d.phone,
  testType: d.testType,
  timeFactor: d.timeFactor,
  windowStart: d.windowStart?.toISOString() ?? null,
  windowEnd: d.windowEnd?.toISOString() ?? null,
});

/** A stored candidate's details, as `detailsView` shows them. */
export const candidateDetails = (c: Candidate) => detailsView({ ...c, name: c.fullName });
