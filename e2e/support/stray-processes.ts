import { readdir, readFile } from 'node:fs/promises';

/**
 * Processes (servers, browsers) whose environment carries `E2E_RUN_ID=<runId>`: every process
 * the browser tests start inherits it from the run. Linux only (reads /proc); elsewhere none.
 */
export async function processesOfRun(runId: string): Promise<number[]> {
  const marker = `E2E_RUN_ID=${runId}`;
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      const environ = await readFile(`/proc/${pid}/environ`, 'latin1');
      if (environ.split('\0').includes(marker)) found.push(pid);
    } catch {
      // gone already, or not ours to read
    }
  }
  return found;
}

/** Kills whatever the run left behind; returns the command lines killed, to be reported. */
export async function killStrayProcesses(runId: string): Promise<string[]> {
  const killed: string[] = [];
  for (const pid of await processesOfRun(runId)) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'latin1').then(
      (line) => line.split('\0').join(' ').trim().slice(0, 160),
      () => `pid ${pid}`,
    );
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(command);
    } catch {
      // exited meanwhile
    }
  }
  return killed;
}
