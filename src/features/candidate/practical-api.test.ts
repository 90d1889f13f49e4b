import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './candidate-http.ts';
import {
  checkZipFile,
  maxBusyRetries,
  serverAnswerWaitMs,
  uploadPracticalZip,
  uploadStallMs,
  uploadWhenServerFree,
} from './practical-api.ts';

const file = (name: string, type: string) => new File(['PK'], name, { type });

describe('checkZipFile', () => {
  it('accepts zips as browsers report them', () => {
    expect(checkZipFile(file('work.zip', 'application/zip'))).toBeNull();
    expect(checkZipFile(file('work.zip', 'application/x-zip-compressed'))).toBeNull();
    expect(checkZipFile(file('work.zip', ''))).toBeNull();
  });

  it("refuses anything else with the spec's messages", () => {
    expect(checkZipFile(file('work.pdf', 'application/pdf'))).toBe(
      'Please upload a valid .zip file',
    );
    expect(checkZipFile(file('work.rar', ''))).toBe('Please upload a valid .zip file');
    expect(checkZipFile(null)).toBe('No file selected!');
  });
});

describe('uploadPracticalZip', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** An upload on a line the test controls: progress when told, aborted by the client's signal. */
  function uploadOnControlledLine() {
    vi.useFakeTimers();
    let config: AxiosRequestConfig = {};
    const post = vi.spyOn(http, 'post').mockImplementation((_url, _body, given = {}) => {
      config = given;
      return new Promise((_resolve, reject) => {
        given.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
      });
    });
    const percents: number[] = [];
    const result = uploadPracticalZip(
      'token',
      { file: new File(['PK'], 'work.zip'), timer: '01:00:00' },
      (p) => percents.push(p),
    );
    result.catch(() => undefined); // observed by each test
    const progress = (loaded: number, total: number) =>
      config.onUploadProgress?.({ loaded, total } as AxiosProgressEvent);
    return { post, result, percents, progress };
  }

  it('gives up an upload that stops moving, so the candidate can retry', async () => {
    const line = uploadOnControlledLine();
    line.progress(10, 100);
    await vi.advanceTimersByTimeAsync(uploadStallMs - 1);
    line.progress(20, 100); // still moving: the wait starts again
    await vi.advanceTimersByTimeAsync(uploadStallMs - 1);
    expect(line.percents).toEqual([10, 20]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(line.result).rejects.toThrow('canceled');
  });

  it('waits longer for the answer once every byte is sent', async () => {
    const line = uploadOnControlledLine();
    line.progress(100, 100);
    await vi.advanceTimersByTimeAsync(serverAnswerWaitMs - 1);
    let settled = false;
    void line.result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(line.result).rejects.toThrow('canceled');
  });
});

describe('uploadWhenServerFree', () => {
  /** An axios-like error answer with `status` and headers. */
  const answer = (status: number, headers: Record<string, string> = {}) =>
    Object.assign(new Error(`status ${status}`), {
      isAxiosError: true,
      response: { status, headers, data: { message: 'busy' } },
    });

  it('waits out a busy server (503) by its Retry-After, counting down, then sends again', async () => {
    const outcomes: (() => Promise<string>)[] = [
      () => Promise.reject(answer(503, { 'retry-after': '3' })),
      () => Promise.reject(answer(503, { 'retry-after': '2' })),
      () => Promise.resolve('stored'),
    ];
    const countdown: number[] = [];
    const slept: number[] = [];
    const result = await uploadWhenServerFree(
      () => (outcomes.shift() ?? (() => Promise.reject(new Error('too many sends'))))(),
      (seconds) => countdown.push(seconds),
      async (ms) => {
        slept.push(ms);
      },
    );
    expect(result).toBe('stored');
    expect(countdown).toEqual([3, 2, 1, 2, 1]);
    expect(slept).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('does not retry any other refusal, and gives up after a long busy spell', async () => {
    await expect(
      uploadWhenServerFree(
        () => Promise.reject(answer(400)),
        () => {},
        async () => {},
      ),
    ).rejects.toMatchObject({ response: { status: 400 } });
    let sends = 0;
    await expect(
      uploadWhenServerFree(
        () => {
          sends += 1;
          return Promise.reject(answer(503, { 'retry-after': '1' }));
        },
        () => {},
        async () => {},
      ),
    ).rejects.toMatchObject({ response: { status: 503 } });
    expect(sends).toBe(maxBusyRetries + 1);
  });
});
