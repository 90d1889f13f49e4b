// The embedded database's thread when the server runs from its TypeScript sources (`npm run dev`,
// tests): a worker does not inherit tsx's loader, so this plain module loads the entry the server
// named (`workerData.sourceEntry`) through tsx. The built server's own entry serves the thread.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.sourceEntry, import.meta.url);
