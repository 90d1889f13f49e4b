import type {
  ErasureView,
  PeopleView,
  RetentionRunView,
  RetentionView,
} from '../../../../shared/contract/hr-privacy.ts';
import { hrHttp } from '../kit/hr-http.ts';

/**
 * A person's data requests and retention (admins; docs/hr-api.md, "Personal data"): find, export,
 * correct, erase; what the retention job will erase, its runs, and the register of erasures.
 */

export async function findPeople(q: string): Promise<PeopleView> {
  return (await hrHttp.get<PeopleView>('/people', { params: { q } })).data;
}

/**
 * The exports are plain links: the browser streams the zip to disk with the session cookie (a
 * large upload never sits in the page's memory), as the backups' downloads do.
 */
export const candidateExportHref = (id: string) =>
  `/api/hr/people/candidates/${encodeURIComponent(id)}/export`;
export const enquirerExportHref = (email: string) =>
  `/api/hr/people/enquirers/export?${new URLSearchParams({ email }).toString()}`;
export const subscriberExportHref = (id: string) =>
  `/api/hr/people/subscribers/${encodeURIComponent(id)}/export`;

/** What an erasure answers: the rows it removed or redacted, by table. */
export interface Erased {
  removed: Record<string, number>;
}

export async function eraseCandidate(id: string, reason: string): Promise<Erased> {
  return (await hrHttp.post<Erased>(`/people/candidates/${id}/erase`, { reason })).data;
}

export async function eraseEnquirer(email: string, reason: string): Promise<Erased> {
  return (await hrHttp.post<Erased>('/people/enquirers/erase', { email, reason })).data;
}

export async function eraseSubscriber(id: string, reason: string): Promise<Erased> {
  return (await hrHttp.post<Erased>(`/people/subscribers/${id}/erase`, { reason })).data;
}

export async function correctEnquirer(correction: {
  email: string;
  name: string;
  newEmail: string;
  contact?: string;
  reason: string;
}): Promise<void> {
  await hrHttp.put('/people/enquirers', correction);
}

export async function correctSubscriber(id: string, email: string, reason: string): Promise<void> {
  await hrHttp.put(`/people/subscribers/${id}`, { email, reason });
}

export async function getRetention(): Promise<RetentionView> {
  return (await hrHttp.get<RetentionView>('/retention')).data;
}

/** The run's report, or null when nothing was due to warn of or erase (no run is recorded). */
export async function runRetentionNow(): Promise<RetentionRunView | null> {
  // A due drive's erasures take a while: longer than the console's usual wait.
  return (
    await hrHttp.post<{ run: RetentionRunView | null }>(
      '/retention/run',
      {},
      { timeout: 10 * 60_000 },
    )
  ).data.run;
}

export async function getErasures(): Promise<ErasureView[]> {
  return (await hrHttp.get<{ items: ErasureView[] }>('/erasures')).data.items;
}
