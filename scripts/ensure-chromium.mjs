#!/usr/bin/env node
// Browser tests drive Debian's Chromium (never a downloaded browser). Finds it, installs it with
// apt-get when running as root, or stops with instructions.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const found = () => candidates.find((p) => p && existsSync(p));

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error(
      'Browser tests need Chromium and none was found.\n' +
        'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.',
    );
    process.exit(1);
  }
  console.log("No Chromium found: installing Debian's chromium package (about a minute)…");
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (
    run(['update', '-qq']).status !== 0 ||
    run(['install', '-y', '-qq', 'chromium']).status !== 0 ||
    !found()
  ) {
    console.error(
      'Installing chromium with apt-get failed; install it by hand or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
console.log(`Chromium: ${found()}`);
