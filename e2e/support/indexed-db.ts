import type { Page } from 'playwright-core';

/**
 * How many records a store of the page's IndexedDB holds, read without the app's code (0 when
 * the database or the store does not exist yet).
 */
export function countInIndexedDb(page: Page, database: string, store: string): Promise<number> {
  return page.evaluate(
    ({ database, store }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    { database, store },
  );
}
