import type { ErasureView } from '../../../../shared/contract/hr-privacy.ts';

/** How the personal-data panels word what the API answers (one place, tested beside it). */

/** "1 person", "12 people". */
export const peopleWords = (n: number): string => (n === 1 ? '1 person' : `${n} people`);

/** "1 enquiry", "3 enquiries". */
export const enquiryCount = (n: number): string => (n === 1 ? '1 enquiry' : `${n} enquiries`);

/**
 * What an erasure removed or redacted, table by table in a stable order, in words a person reads
 * ("audit log: 3 rows"): the register's evidence that the request was carried out.
 */
export function removedWords(removed: Record<string, number>): string[] {
  return Object.entries(removed)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, n]) => `${table.replaceAll('_', ' ')}: ${n} ${n === 1 ? 'row' : 'rows'}`);
}

/** Who erased: the admin's address, or the retention job (which has no account). */
export function erasedByWords(erasure: Pick<ErasureView, 'source' | 'actor'>): string {
  if (erasure.source === 'retention') return 'the retention job';
  return erasure.actor.email ?? 'a staff account since removed';
}

const subjectNouns: Record<ErasureView['subjectType'], [one: string, many: string]> = {
  candidate: ['A candidate', 'candidates'],
  // An enquirer is erased by address: the register names each of their enquiries.
  enquirer: ['An enquirer', 'enquiries'],
  subscriber: ['A newsletter subscriber', 'subscribers'],
};

/**
 * Whom an erasure was about, without naming them (the register keeps no name): "A candidate",
 * "An enquirer: 3 enquiries", "12 candidates" (a retention run's drive).
 */
export function subjectWords(erasure: Pick<ErasureView, 'subjectType' | 'subjectIds'>): string {
  const [one, many] = subjectNouns[erasure.subjectType];
  const n = erasure.subjectIds.length;
  if (erasure.subjectType === 'enquirer') return `${one}: ${enquiryCount(n)}`;
  return n === 1 ? one : `${n} ${many}`;
}
