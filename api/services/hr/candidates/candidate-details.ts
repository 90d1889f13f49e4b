import type { Candidate } from '../../../db/schema/candidates.ts';

/**
 * A candidate's details as HR enters them (name, contact, test, time factor, window), as the
 * console shows them and an audit row records them: times as ISO strings, never the password hash.
 */
export const candidateDetails = (c: Candidate) => ({
  name: c.fullName,
  email: c.email,
  phone: c.phone,
  testType: c.testType,
  timeFactor: c.timeFactor,
  windowStart: c.windowStart?.toISOString() ?? null,
  windowEnd: c.windowEnd?.toISOString() ?? null,
});
