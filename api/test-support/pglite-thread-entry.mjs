// The embedded database's thread for tests: the server's own entry (dist/server/main.js) serves
// it in production; here tsx loads the TypeScript sources into the worker.
import { tsImport } from 'tsx/esm/api';

const { servePgliteThread } = await tsImport('../db/pglite/pglite-thread.ts', import.meta.url);
await servePgliteThread();
