import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (built site + API + fresh PGlite data directory) shared by the browser tests. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
