import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/**
 * The load generator's HTTP side, kept lean because it shares the two cores with the server it
 * measures: node:http with one keep-alive agent (far lighter than fetch), no per-request work
 * beyond the JSON it must read.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * What Chromium sends with every request: the server does for the bench what it does for a
 * candidate's browser (it compressed every JSON answer for browsers, and the bench, which sent
 * no Accept-Encoding, never saw that cost).
 */
const browserHeaders = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  text: string;
}

/**
 * One request. A kept-alive connection the server closed (its keep-alive timeout) just as the
 * request went out fails with ECONNRESET before any answer: a browser sends it again on a new
 * connection, and so does this (`reusedSocket`, as Node's documentation advises).
 */
function send(url: string, init: Sent): Promise<Answer> {
  return sendOnce(url, init).catch((error: NodeJS.ErrnoException & { reused?: boolean }) => {
    if (error.reused && error.code === 'ECONNRESET') return sendOnce(url, init);
    throw error;
  });
}

function sendOnce(url: string, init: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: { ...browserHeaders, ...init.headers }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 0,
              retryAfter: res.headers['retry-after'],
              text: decoded(Buffer.concat(chunks), res.headers['content-encoding']),
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error: NodeJS.ErrnoException & { reused?: boolean }) => {
      error.reused = req.reusedSocket;
      reject(error);
    });
    req.end(init.body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Latency samples per endpoint label, error counts, and the 503s the server answered. */
export class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** `503` answers (server busy), each retried after its Retry-After as the browser's outbox does. */
  busy = 0;
  /** `503` answers with a place in line (issue 42's admission), asked again after Retry-After. */
  queued = 0;
  /** Per call that waited in line: from its first send to the send that was admitted (ms). */
  readonly lineWaits: number[] = [];
  requests = 0;

  private count(key: string) {
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
  }

  errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }

  /**
   * One call, timed from the first send to the last answer. A `503` is counted (as busy and as an
   * error) and the same request sent again after Retry-After, as the candidate's outbox does, so
   * the candidate can go on; any other error status is counted and returned. A place in line (a
   * `503` whose body has `queue`) is no error: the page asks again after Retry-After, and the call
   * is timed from the send that was admitted, as the candidate's clock starts there.
   */
  async call(url: string, label: string, init: Sent = {}) {
    const firstSent = performance.now();
    let started = firstSent;
    let inLine = false;
    for (;;) {
      this.requests += 1;
      let answer: Answer;
      try {
        answer = await send(url, init);
      } catch (error) {
        this.count(`${label} network ${(error as NodeJS.ErrnoException).code ?? ''}`.trim());
        throw error;
      }
      if (answer.status === 503 && (JSON.parse(answer.text) as { queue?: unknown }).queue) {
        this.queued += 1;
        inLine = true;
        await sleep(Number(answer.retryAfter ?? 1) * 1000);
        started = performance.now();
        continue;
      }
      if (inLine) {
        this.lineWaits.push(started - firstSent);
        inLine = false;
      }
      if (answer.status === 503) {
        this.busy += 1;
        this.count(`${label} 503`);
        await sleep(Number(answer.retryAfter ?? 1) * 1000);
        continue;
      }
      const body = JSON.parse(answer.text) as Record<string, unknown>;
      const list = this.samples.get(label) ?? [];
      list.push(performance.now() - started);
      this.samples.set(label, list);
      if (answer.status >= 400) this.count(`${label} ${answer.status}`);
      return { status: answer.status, body };
    }
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export function sortedOf(list: number[] | undefined): number[] {
  return [...(list ?? [])].sort((a, b) => a - b);
}
