import { isPgliteThread, servePgliteThread } from '../db/pglite/pglite-thread.ts';

// An entry that only serves the embedded database's thread, for tests (the server's own entry,
// api/main.ts, serves it too when started as the thread).
if (isPgliteThread()) await servePgliteThread();
