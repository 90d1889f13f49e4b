import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { execFileSync } from 'node:child_process';
import { serverNode, startServer } from './server.ts';
import { checkServerLogs } from './server-logs.ts';
import { killStrayProcesses } from './stray-processes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    templateDataDir: string;
  }
}

/**
 * One real server (built site + API + fresh PGlite data directory) shared by the browser tests,
 * and a seeded data directory that tests needing fresh demo candidates copy for their own server.
 */
export default async function setup(project: TestProject) {
  // Every process of this run (test workers, the servers and browsers they start) inherits the
  // mark, so whatever a crashed worker or a failed test left running is found and stopped below.
  const runId = randomUUID();
  process.env.E2E_RUN_ID = runId;
  const serverLogs = await mkdtemp(path.join(tmpdir(), 'e2e-server-logs-'));
  process.env.E2E_SERVER_LOG_DIR = serverLogs;
  console.log(
    `Browser tests: servers on Node ${execFileSync(serverNode, ['--version']).toString().trim()}`,
  );
  const template = await startServer();
  await template.stop();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('templateDataDir', template.dataDir);
  return async () => {
    // A server that died mid-run fails every later test with "connection refused": say why.
    if (server.process.exitCode !== null) {
      console.error(`The shared test server exited early (code ${server.process.exitCode}):`);
      console.error(server.output());
    }
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(template.dataDir, { recursive: true, force: true });
    const strays = await killStrayProcesses(runId);
    if (strays.length > 0) {
      console.error(`Stopped ${strays.length} process(es) the browser tests left running:`);
      for (const command of strays) console.error(`  ${command}`);
    }
    // Every server's whole output, searched once all have stopped; a secret found fails the run
    // (Vitest only reports an error thrown here, and exits 0: the exit code is set instead).
    try {
      const lines = checkServerLogs(serverLogs);
      console.log(`Searched ${lines} lines of server logs: no password, token or correct option.`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    } finally {
      await rm(serverLogs, { recursive: true, force: true });
    }
  };
}
