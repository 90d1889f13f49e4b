// An in-memory IndexedDB, installed before Dexie loads (real timers: see the stack notes).
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactEnquiryRequest } from '../../../shared/contract/contact-enquiry.ts';
import { isEnquiryOutboxPending } from './enquiry-outbox-flag.ts';
import { listPendingEnquiries, removePendingEnquiry } from './enquiry-outbox-db.ts';
import { notify } from '../../components/toast.ts';
import { enquiryOutbox } from './enquiry-outbox.ts';
import { sampleEnquiryRequest as request } from '../../../shared/test-support/sample-enquiry.ts';

const submitEnquiry = (r: ContactEnquiryRequest) => enquiryOutbox.submit(r);
const replayEnquiryOutbox = (options?: { ignoreBackoff?: boolean }) =>
  enquiryOutbox.replay(options);
const startEnquiryReplay = () => enquiryOutbox.start();

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const accepted = () => json(201, { sucess: true, message: 'Contact form submitted successfully!' });

let online = true;
const fetchMock = vi.fn<typeof fetch>();
const keysSent = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key'],
  );

beforeEach(async () => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(notify, 'success').mockImplementation(() => '');
  vi.spyOn(notify, 'error').mockImplementation(() => '');
  vi.spyOn(notify, 'dismiss').mockImplementation(() => {});
  for (const entry of await listPendingEnquiries())
    await removePendingEnquiry(entry.idempotencyKey);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the enquiry outbox', () => {
  it('sends a live enquiry with an idempotency key and keeps nothing once it is stored', async () => {
    fetchMock.mockResolvedValueOnce(accepted());
    expect(await submitEnquiry(request)).toEqual({ kind: 'sent' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contcatUs/create');
    expect(JSON.parse(String(init?.body))).toEqual(request);
    expect(keysSent()[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await listPendingEnquiries()).toEqual([]);
  });

  it("reports the server's message, or the spec's fallback, and does not retry a refusal", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { sucess: false, message: 'Invalid email address' }));
    expect(await submitEnquiry(request)).toEqual({
      kind: 'failed',
      message: 'Invalid email address',
    });
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(await submitEnquiry(request)).toEqual({
      kind: 'failed',
      message: 'Failed to submit the contact form. Please try again.',
    });
    expect(await listPendingEnquiries()).toEqual([]);
  });

  it('saves an enquiry made offline, sends nothing, and sends it once when the connection returns', async () => {
    online = false;
    const result = await submitEnquiry(request);
    expect(result).toMatchObject({ kind: 'saved', offline: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await listPendingEnquiries()).toHaveLength(1);
    expect(isEnquiryOutboxPending()).toBe(true);

    fetchMock.mockImplementation(async () => accepted());
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await listPendingEnquiries()).toEqual([]));
    expect(keysSent()).toEqual([result.kind === 'saved' ? result.idempotencyKey : '']);
    expect(notify.success).toHaveBeenCalledWith('Contact form submitted successfully!');
    await replayEnquiryOutbox({ ignoreBackoff: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(isEnquiryOutboxPending()).toBe(false);
  });

  it('retries with the same key after an unanswered request (a lost response)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await submitEnquiry(request);
    expect(result).toMatchObject({ kind: 'saved', offline: false });
    fetchMock.mockResolvedValueOnce(json(200, { sucess: true }));
    await replayEnquiryOutbox({ ignoreBackoff: true });
    expect(keysSent()).toHaveLength(2);
    expect(keysSent()[1]).toBe(keysSent()[0]);
    expect(await listPendingEnquiries()).toEqual([]);
  });

  it('keeps a saved enquiry the server could not take yet, waiting as Retry-After says', async () => {
    online = false;
    await submitEnquiry(request);
    online = true;
    fetchMock.mockResolvedValueOnce(
      json(429, { sucess: false, message: 'Too many enquiries' }, { 'Retry-After': '120' }),
    );
    const before = Date.now();
    await replayEnquiryOutbox({ ignoreBackoff: true });
    const [entry] = await listPendingEnquiries();
    expect(entry?.attempts).toBe(1);
    expect(entry?.nextAttemptAt).toBeGreaterThanOrEqual(before + 120_000);
    // Not due yet: a replay without a reason to hurry leaves it alone.
    await replayEnquiryOutbox();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('drops a saved enquiry the server refuses and shows why', async () => {
    online = false;
    await submitEnquiry(request);
    online = true;
    fetchMock.mockResolvedValueOnce(json(400, { sucess: false, message: 'Subject is required' }));
    await replayEnquiryOutbox({ ignoreBackoff: true });
    expect(await listPendingEnquiries()).toEqual([]);
    expect(notify.error).toHaveBeenCalledWith('Subject is required');
  });

  it('never sends one enquiry twice at once, however many replays are asked for', async () => {
    online = false;
    await submitEnquiry(request);
    online = true;
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    startEnquiryReplay();
    const replays = [replayEnquiryOutbox({ ignoreBackoff: true }), replayEnquiryOutbox()];
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(accepted());
    await Promise.all(replays);
    await vi.waitFor(async () => expect(await listPendingEnquiries()).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
