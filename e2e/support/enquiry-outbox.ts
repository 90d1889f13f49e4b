import type { Page } from 'playwright-core';
import { countInIndexedDb } from './indexed-db.ts';

/** How many enquiries wait in the page's IndexedDB outbox (read without the app's code). */
export function pendingInOutbox(page: Page): Promise<number> {
  return countInIndexedDb(page, 'suryaloom-enquiry-outbox', 'pending');
}

/** Records the Idempotency-Key of every enquiry POST the page makes. */
export function recordEnquiryPosts(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contcatUs/create') && request.method() === 'POST') {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}
