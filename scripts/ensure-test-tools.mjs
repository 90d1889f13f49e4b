#!/usr/bin/env node
// The browser tests drive Debian's Chromium (never a downloaded browser) and run the product
// behind Debian's Caddy (e2e/behind-caddy.e2e.ts, HTTPS through deploy/Caddyfile). Finds both,
// installs what is missing with apt-get when running as root (one update for both), or stops
// with instructions before any test runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const tools = [
  {
    name: 'Chromium',
    pkg: 'chromium',
    variable: 'CHROMIUM_PATH',
    paths: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
  },
  {
    name: 'Caddy',
    pkg: 'caddy',
    variable: 'CADDY_PATH',
    // As e2e/support/caddy.ts looks for it: CADDY_PATH when set, else `caddy` on the PATH.
    paths: process.env.CADDY_PATH
      ? [process.env.CADDY_PATH]
      : (process.env.PATH ?? '').split(path.delimiter).map((dir) => dir && path.join(dir, 'caddy')),
  },
];
const found = (tool) => tool.paths.find((p) => p && existsSync(p));
const instructions = (tool) =>
  `Install it with \`sudo apt-get install ${tool.pkg}\` (Debian/Ubuntu), or point ${tool.variable} at a ${tool.name} binary.`;

// A path given by hand that leads nowhere is a mistake apt-get cannot mend.
const misdirected = tools.filter((tool) => process.env[tool.variable] && !found(tool));
for (const tool of misdirected)
  console.error(`${tool.variable} is ${process.env[tool.variable]}, which does not exist.`);
if (misdirected.length > 0) process.exit(1);

const missing = tools.filter((tool) => !found(tool));
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    for (const tool of missing)
      console.error(`Browser tests need ${tool.name} and none was found.\n${instructions(tool)}`);
    process.exit(1);
  }
  const packages = missing.map((tool) => tool.pkg);
  console.log(`Not found: installing Debian's ${packages.join(' and ')} (about a minute)…`);
  const run = (args) =>
    spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  const installed =
    run(['update', '-qq']).status === 0 && run(['install', '-y', '-qq', ...packages]).status === 0;
  const stillMissing = missing.filter((tool) => !found(tool));
  if (!installed || stillMissing.length > 0) {
    for (const tool of stillMissing.length > 0 ? stillMissing : missing)
      console.error(`Installing ${tool.pkg} with apt-get failed. ${instructions(tool)}`);
    process.exit(1);
  }
}
for (const tool of tools) console.log(`${tool.name}: ${found(tool)}`);
