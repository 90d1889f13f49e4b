import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { queryDataDir } from './data-dir-database.ts';
import { keepServerOutput } from './server-logs.ts';

export const serverEntry = path.resolve('dist/server/main.js');

/**
 * The Node.js that runs the servers: this one, or E2E_SERVER_NODE (CI runs the servers on Node 24
 * LTS while the unit and API tests run on the machine's Node 20, so each suite covers the server
 * on one of the two versions the product supports).
 */
export const serverNode = process.env.E2E_SERVER_NODE || process.execPath;

/**
 * Flags for the server's Node. SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
 * sets them, which NODE_OPTIONS refuses for profiling; the benchmarks use it to profile the server
 * alone. In the browser tests (under Vitest) the default is `--liftoff-only`: V8 compiles PGlite's
 * 9 MB of WebAssembly with its baseline compiler only and never tiers it up. A test server lives
 * for seconds and runs few queries, so the optimising compiler's work never paid off: each start
 * cost 4.8 s of CPU and 0.8 s more in every 10 s that followed on Node 24, against 3.5 s and 0.13 s
 * (2026-11-27, two cores). Behaviour is the same; the benchmarks start servers without it.
 */
function serverNodeArgs(): string[] {
  const configured = process.env.SERVER_NODE_ARGS;
  if (configured !== undefined) return configured.split(' ').filter(Boolean);
  return process.env.VITEST ? ['--liftoff-only'] : [];
}

/**
 * Every test server listens on PORT=0, a port the system picks at bind time, and says which in
 * its "Listening on" line. A port probed free beforehand and handed over seconds later was taken
 * in between by the other worker's server at least once (2026-11-27: "Port … is already in use",
 * and a health check that could have reached the other server).
 */
const listeningLine = /Listening on http:\/\/localhost:(\d+)/;

export function listeningPort(output: string): number | undefined {
  const match = listeningLine.exec(output);
  return match ? Number(match[1]) : undefined;
}

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function tempDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'e2e-data-'));
}

/**
 * Servers started by this test file that have not exited, with the data directory each was
 * given when the test named none. A test that fails before stopping its server leaves it here;
 * `stopLeftoverServers` (after every file, see `cleanup.ts`) stops it, so a red run leaves no
 * server behind. Every server also carries `E2E_RUN_ID`, which the global teardown sweeps for.
 */
const leftovers = new Map<ChildProcess, string | undefined>();

/**
 * Another process a test file starts beside its servers (the HTTPS proxy in front of one): it
 * is stopped with them after the file, pass or fail, and `removeDir` (its files) removed.
 */
export function stopAfterTestFile(child: ChildProcess, removeDir?: string): void {
  leftovers.set(child, removeDir);
  void once(child, 'exit').then(() => {
    if (removeDir === undefined) leftovers.delete(child);
  });
}

export async function stopLeftoverServers(): Promise<void> {
  const stopping = [...leftovers].map(async ([child, ownDataDir]) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }
    leftovers.delete(child);
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  });
  await Promise.all(stopping);
}

/** Starts the built server (`node dist/server/main.js`) and waits until /api/health answers. */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry))
    throw new Error('No build: run `npm run build` before the browser tests');
  const dataDir = env.DATA_DIR ?? (await tempDataDir());
  const ownDataDir = env.DATA_DIR ? undefined : dataDir;
  let output = '';
  const child = spawn(serverNode, [...serverNodeArgs(), serverEntry], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A line per request, as in production: the run's end searches them all for secrets
      // (`server-logs.ts`).
      LOG_REQUESTS: 'true',
      // No snapshots into the working tree's ./backups from a test server.
      BACKUP_INTERVAL_HOURS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  leftovers.set(child, ownDataDir);
  const take = (chunk: unknown) => {
    output += String(chunk);
    keepServerOutput(child.pid, String(chunk));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = once(child, 'exit');
  void exited.then(() => leftovers.delete(child));
  const deadline = Date.now() + 60_000;
  const urlOf = (port: number) => `http://127.0.0.1:${port}`;
  let port: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    port ??= listeningPort(output);
    try {
      if (port !== undefined && (await fetch(`${urlOf(port)}/api/health`)).ok) break;
    } catch {
      // listening, not answering yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
  }
  return {
    process: child,
    baseUrl: urlOf(port),
    dataDir,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  };
}

/**
 * The messages of a server's output, one per log line (the server writes JSON lines; a line that
 * is not one, e.g. a Node.js warning, is kept as it is).
 */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      try {
        return String((JSON.parse(line) as { msg?: unknown }).msg);
      } catch {
        return line;
      }
    });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export async function runServerToExit(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  let output = '';
  const child = spawn(serverNode, [...serverNodeArgs(), serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  leftovers.set(child, undefined);
  const take = (chunk: unknown) => {
    output += String(chunk);
    keepServerOutput(child.pid, String(chunk));
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const [code] = await once(child, 'exit');
  leftovers.delete(child);
  return { code: code as number | null, output };
}

/**
 * A server of its own over a copy of the seeded template (fresh demo candidates, nothing taken
 * yet). Stop it with `dispose()`, which also removes its data.
 */
export async function startFreshServer(
  templateDataDir: string,
  env: NodeJS.ProcessEnv = {},
  prepareSql?: string,
): Promise<RunningServer & { dispose: () => Promise<void> }> {
  const dataDir = await tempDataDir();
  await cp(templateDataDir, dataDir, { recursive: true });
  await rm(`${dataDir}/server.lock`, { recursive: true, force: true });
  // A change to the data before the server opens it (e.g. a candidate granted extra time).
  if (prepareSql) await queryDataDir(dataDir, prepareSql);
  const server = await startServer({ ...env, DATA_DIR: dataDir });
  return {
    ...server,
    async dispose() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
