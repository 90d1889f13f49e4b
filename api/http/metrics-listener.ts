import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { Registry } from 'prom-client';

/** The registry's metrics in Prometheus's text format. */
export async function exposition(c: Context, registry: Registry) {
  return c.body(await registry.metrics(), 200, {
    'Content-Type': registry.contentType,
    'Cache-Control': 'no-store',
  });
}

/**
 * The metrics listener's whole surface (METRICS_PORT, on METRICS_HOST): `GET /metrics` without a
 * token, as it is off the public port; anything else is a 404.
 */
export function metricsListenerApp(registry: Registry) {
  return new Hono().get('/metrics', (c) => exposition(c, registry));
}

export interface MetricsListener {
  /** The port it got (METRICS_PORT=0 asks for any free one). */
  port: number;
  close(): Promise<void>;
}

/** Starts the metrics listener; rejects when the port cannot be had (e.g. EADDRINUSE). */
export async function startMetricsListener(
  registry: Registry,
  port: number,
  host: string,
): Promise<MetricsListener> {
  const server = createAdaptorServer({ fetch: metricsListenerApp(registry).fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        // A scrape takes milliseconds, and Prometheus tries again: none is waited for.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
