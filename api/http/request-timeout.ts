import type { Config } from '../config.ts';

/** Node's own limit on receiving a whole request (its default `server.requestTimeout`). */
const nodeDefaultMs = 300_000;
/** The form's fields and multipart framing around the file. */
const formMarginBytes = 1024 * 1024;

/**
 * How long the server waits for a whole request before answering 408 and closing
 * (`server.requestTimeout`). Node's default of 5 minutes would cut a practical upload the rules
 * accept: 50 MiB at UPLOAD_MIN_KBPS (100 kB/s), still counted on time, takes about 9 minutes.
 * The limit is twice that, plus a minute, so an upload slower still (counted late, never lost)
 * can arrive; a stalled one is ended sooner by the upload's own idle timeout, and headers still
 * have to arrive within Node's `headersTimeout` (60 s), which is what stops a slow-loris client.
 */
export function requestTimeoutMs(
  config: Pick<Config, 'UPLOAD_MAX_MB' | 'UPLOAD_MIN_KBPS'>,
): number {
  const largestUploadBytes = config.UPLOAD_MAX_MB * 1024 * 1024 + formMarginBytes;
  const onTimeMs = (largestUploadBytes / (config.UPLOAD_MIN_KBPS * 1000)) * 1000;
  return Math.max(nodeDefaultMs, Math.ceil(2 * onTimeMs + 60_000));
}
