import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { stopAfterTestFile } from './server.ts';

export const caddyMissing =
  "No Caddy found: the HTTPS browser test runs the product behind Debian's caddy package. " +
  'Install it with `sudo apt-get install caddy` (`.ci/run` and `npm run test:e2e` do, as root), ' +
  'or point CADDY_PATH at a caddy binary.';

/** CADDY_PATH, or `caddy` on the PATH (Debian's is /usr/bin/caddy). */
export function findCaddy(): string {
  const configured = process.env.CADDY_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    throw new Error(`CADDY_PATH is ${configured}, which does not exist. ${caddyMissing}`);
  }
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'caddy'))
    .find((candidate) => existsSync(candidate));
  if (!found) throw new Error(caddyMissing);
  return found;
}

/**
 * Caddy listens on the IPv6 loopback address while the server listens on 127.0.0.1, so the
 * browser's address (::1) differs from the proxy's (127.0.0.1): the address HR sees can only be
 * the browser's if the server believed Caddy's X-Forwarded-For. Nothing else in the browser
 * tests listens on ::1.
 */
const listenAddress = '::1';

/**
 * deploy/Caddyfile itself, for a test: the site on https://[::1]:<port> with a certificate from
 * Caddy's own authority (`local_certs`, kept in the test's folder, never installed in the
 * system's trust store), no HTTP redirect listener, no admin endpoint, and the server at
 * `upstream`. Everything else (timeouts, body limit, flushing, forwarded headers) is the file's.
 */
export function behindCaddyConfig(port: number, upstream: string): string {
  const deployed = readFileSync('deploy/Caddyfile', 'utf8');
  const replace = (text: string, from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/Caddyfile no longer has "${from.trim()}"`);
    return text.replace(from, to);
  };
  let config = replace(
    deployed,
    '\n{\n',
    '\n{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\tauto_https disable_redirects\n',
  );
  config = replace(
    config,
    '\ncareers.example.com {\n',
    `\nhttps://[${listenAddress}]:${port} {\n\tbind ${listenAddress}\n`,
  );
  return replace(config, 'reverse_proxy 127.0.0.1:3000 {', `reverse_proxy ${upstream} {`);
}

/** A port free on ::1 now (the system's pick); Caddy may find it taken later and try again. */
async function probablyFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, listenAddress);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The certificate the server showed, verified against `ca`. */
  certificate: PeerCertificate;
}

/**
 * One HTTPS request from Node that trusts `ca` alone (not the system's authorities): it fails
 * unless the certificate chains to it and names the host.
 */
export function httpsRequest(
  url: string,
  ca: string | undefined,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, ca, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        const certificate = (res.socket as TLSSocket).getPeerCertificate();
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            certificate,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface RunningCaddy {
  /** https://[::1]:<port> */
  baseUrl: string;
  /** The root certificate (PEM) of Caddy's local authority, which signed the site's. */
  rootCertificate: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts Caddy in front of the server at `upstream` (host:port) with deploy/Caddyfile
 * (`behindCaddyConfig`), its data and authority in a folder of its own (XDG_DATA_HOME and
 * XDG_CONFIG_HOME, HOME too), and waits until it serves the server's /api/health over HTTPS
 * with a certificate its authority signed. A port taken between the probe and Caddy's bind is
 * tried again with another. The run's E2E_RUN_ID is inherited, so a test that dies leaves no
 * Caddy behind (`stopAfterTestFile`, and the run's sweep).
 */
export async function startCaddy(upstream: string): Promise<RunningCaddy> {
  const executable = findCaddy();
  for (let attempt = 1; ; attempt++) {
    const started = await tryStartCaddy(executable, upstream, await probablyFreePort());
    if (started !== 'port taken') return started;
    if (attempt === 3) throw new Error('Caddy found three ports taken in a row');
  }
}

async function tryStartCaddy(
  executable: string,
  upstream: string,
  port: number,
): Promise<RunningCaddy | 'port taken'> {
  const home = await mkdtemp(path.join(tmpdir(), 'e2e-caddy-'));
  const configFile = path.join(home, 'Caddyfile');
  await writeFile(configFile, behindCaddyConfig(port, upstream));
  let output = '';
  const child: ChildProcess = spawn(
    executable,
    ['run', '--config', configFile, '--adapter', 'caddyfile'],
    {
      env: {
        ...process.env,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  stopAfterTestFile(child, home);
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(home, { recursive: true, force: true });
  };
  const baseUrl = `https://[${listenAddress}]:${port}`;
  const rootFile = path.join(home, 'data/caddy/pki/authorities/local/root.crt');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      if (output.includes('address already in use')) return 'port taken';
      throw new Error(`Caddy exited during start-up:\n${output}`);
    }
    // The authority's root exists once Caddy has made it; the site's certificate follows.
    const rootCertificate = await readFile(rootFile, 'utf8').catch(() => undefined);
    if (rootCertificate) {
      const health = await httpsRequest(`${baseUrl}/api/health`, rootCertificate).catch(
        () => undefined,
      );
      if (health?.status === 200) return { baseUrl, rootCertificate, output: () => output, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not serve ${baseUrl} within 30 s:\n${output}`);
    }
    await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
  }
}
