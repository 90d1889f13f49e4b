import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { requestTimeoutMs } from './request-timeout.ts';

describe('the server’s limit on receiving a request', () => {
  it('outlasts the largest upload at the slowest rate still counted on time, twice over', () => {
    const config = loadConfig({});
    const onTimeSeconds = (config.UPLOAD_MAX_MB * 1024 * 1024) / (config.UPLOAD_MIN_KBPS * 1000);
    expect(onTimeSeconds).toBeGreaterThan(300); // Node's default would cut it
    expect(requestTimeoutMs(config)).toBeGreaterThan(2 * onTimeSeconds * 1000);
    expect(requestTimeoutMs(config)).toBeLessThan(30 * 60_000); // the Caddyfile's read_body
  });

  it('never drops below Node’s own five minutes for a small upload limit', () => {
    expect(requestTimeoutMs({ UPLOAD_MAX_MB: 1, UPLOAD_MIN_KBPS: 1000 })).toBe(300_000);
  });
});
