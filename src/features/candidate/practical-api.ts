import { uploadMessages } from '../../../shared/contract/practical.ts';
import { isAxiosError } from 'axios';
import { bearer, http, responseStatus } from './candidate-http.ts';
import { formatLocalDateTime } from '../../../shared/time-format.ts';

/**
 * `POST /api/interview/test/practical` (spec §7): starts the practical round. The server starts
 * the clock by its own time; the local time is sent for the record.
 */
export async function startPractical(
  token: string,
  now = new Date(),
): Promise<{ success: boolean; message: string }> {
  const { data } = await http.post<{ success: boolean; message: string }>(
    '/interview/test/practical',
    { practical_start_time: formatLocalDateTime(now) },
    { headers: bearer(token) },
  );
  return data;
}

export interface PracticalData {
  practical_timer: string;
  practical_left_time: string;
  questions: { question: string }[];
  left_seconds: number;
  submitted: boolean;
  /** The largest zip the server takes (MB); checked before sending. */
  upload_max_mb: number;
}

/** What the server says of a stored upload (beyond the spec's message). */
export interface UploadReceipt {
  message: string;
  data?: { late: boolean; afterDeadlineSeconds: number; graceSeconds: number };
}

/** `POST /api/interview/log-time`: the round's state by the server's clock (called on open and to resync). */
export async function logTime(token: string, now = new Date()): Promise<PracticalData> {
  const { data } = await http.post<{ data: PracticalData }>(
    '/interview/log-time',
    { practical_log_time: formatLocalDateTime(now) },
    { headers: bearer(token) },
  );
  return data.data;
}

/**
 * An upload that stops moving is given up after this long, so a silently dead connection ends in
 * "Upload failed!" and a one-click retry instead of a button stuck on "Uploading..." (a browser
 * can wait many minutes before it notices a dead line). Once every byte is sent, the server
 * stores the file and answers: that gets longer.
 */
export const uploadStallMs = 60_000;
export const serverAnswerWaitMs = 5 * 60_000;

/** `POST /api/interview/upload-practical-test-zip` (multipart), reporting progress 0–100. */
export async function uploadPracticalZip(
  token: string,
  upload: { file: File; timer: string; reasonForDelay?: string },
  onProgress: (percent: number) => void,
): Promise<UploadReceipt> {
  const form = new FormData();
  form.append('zipFile', upload.file, upload.file.name);
  form.append('timer', upload.timer);
  if (upload.reasonForDelay) form.append('reason_for_delay', upload.reasonForDelay);
  const stalled = new AbortController();
  let watchdog = setTimeout(() => stalled.abort(), uploadStallMs);
  const watch = (ms: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => stalled.abort(), ms);
  };
  try {
    const { data } = await http.post<UploadReceipt>('/interview/upload-practical-test-zip', form, {
      headers: bearer(token),
      signal: stalled.signal,
      // No overall timeout: a large zip on a slow line takes a while, and moves all along.
      timeout: 0,
      onUploadProgress: (event) => {
        const sentAll = event.total !== undefined && event.loaded >= event.total;
        watch(sentAll ? serverAnswerWaitMs : uploadStallMs);
        if (event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      },
    });
    return data;
  } finally {
    clearTimeout(watchdog);
  }
}

/** How many times a busy server (503) is waited for before the upload is reported failed. */
export const maxBusyRetries = 40;

/** The server's Retry-After in whole seconds (5 when it gives none or an odd value). */
function retryAfterSeconds(error: unknown): number {
  const header = isAxiosError(error) ? error.response?.headers?.['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isInteger(seconds) && seconds > 0 && seconds <= 300 ? seconds : 5;
}

/**
 * Runs `send` (the upload), and again each time the server answers 503 because it is storing
 * other uploads: after its Retry-After, counted down second by second through `onBusy` (so the
 * page can say "Server busy, retrying in N s…"), at most `maxBusyRetries` times. Any other
 * answer ends it. `sleep` is the test's to replace.
 */
export async function uploadWhenServerFree<T>(
  send: () => Promise<T>,
  onBusy: (secondsLeft: number) => void,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (responseStatus(error) !== 503 || attempt >= maxBusyRetries) throw error;
      for (let left = retryAfterSeconds(error); left > 0; left--) {
        onBusy(left);
        await sleep(1000);
      }
    }
  }
}

// Windows reports zips as application/x-zip-compressed; some systems give no type at all. The
// server decides by the file's bytes in any case.
const zipTypes = ['application/zip', 'application/x-zip-compressed'];

/**
 * The spec's client-side file check (§5): a zip no bigger than the server takes, or the message
 * to show (the size in the server's own words, so a file it would refuse is never sent).
 */
export function checkZipFile(file: File | null | undefined, maxMb?: number): string | null {
  if (!file) return uploadMessages.noFile;
  if (maxMb !== undefined && file.size > maxMb * 1024 * 1024)
    return `The file is too large: the limit is ${maxMb} MB.`;
  const named = file.name.toLowerCase().endsWith('.zip');
  if (
    zipTypes.includes(file.type) ||
    (named && (file.type === '' || file.type === 'application/octet-stream'))
  ) {
    return null;
  }
  return uploadMessages.notZip;
}
