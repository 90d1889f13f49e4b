import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tempDataDir, type RunningServer } from './server.ts';

/**
 * The server's test clock (TEST_CLOCK_FILE): start a server with `env`, then `advance` moves its
 * time forward (and waits until the server says so), as `page.clock.fastForward` moves the
 * browser's. Time-dependent checks then take no real minutes.
 */
export async function serverTestClock() {
  const file = path.join(await tempDataDir(), 'clock-offset-ms');
  let offsetMs = 0;
  await writeFile(file, '0');
  return {
    env: { TEST_CLOCK_FILE: file },
    async advance(server: RunningServer, ms: number): Promise<void> {
      offsetMs += ms;
      const expected = Date.now() + offsetMs;
      await writeFile(file, String(offsetMs));
      server.process.kill('SIGUSR2');
      for (;;) {
        const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as {
          serverTime: string;
        };
        if (Date.parse(health.serverTime) >= expected - 1000) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
