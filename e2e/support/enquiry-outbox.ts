import type { Page } from 'playwright-core';

/** How many enquiries wait in the page's IndexedDB outbox (read without the app's code). */
export function pendingInOutbox(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('suryaloom-enquiry-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('pending')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('pending').objectStore('pending').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
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
