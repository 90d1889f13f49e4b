import type { App } from '../app.ts';

/** One server-sent event as a browser's EventSource would see it (comments kept for tests). */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
  comments: string[];
}

/**
 * Reads a `text/event-stream` answer of `app.request()` event by event, as EventSource parses it
 * (`event:`, `data:`, `id:`, comments), so a test can wait for the event it expects.
 */
export async function openEventStream(
  app: App,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request(`http://localhost${path}`, { headers });
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const queue: StreamEvent[] = [];
  let lastEventId: string | null = null;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  function parse(block: string): StreamEvent {
    const event: StreamEvent = { event: 'message', id: null, data: '', comments: [] };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) event.comments.push(line.slice(1).trim());
      const [field, ...rest] = line.split(':');
      const value = rest.join(':').replace(/^ /, '');
      if (field === 'event') event.event = value;
      if (field === 'data') data.push(value);
      if (field === 'id') event.id = value;
    }
    event.data = data.join('\n');
    if (event.id !== null) lastEventId = event.id;
    return event;
  }

  /** The next event (or comment block), waiting at most `timeoutMs`. */
  async function next(timeoutMs = 10_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    while (queue.length === 0) {
      if (!reader) throw new Error(`no stream: ${res.status}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      // A read that loses the race stays pending and is awaited next time: its chunk is not lost.
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left))),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') throw new Error('no event in time');
      pending = null;
      if (chunk.done) throw new Error('the stream ended');
      buffered += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffered.indexOf('\n\n')) !== -1) {
        queue.push(parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 2);
      }
    }
    return queue.shift() as StreamEvent;
  }

  /** The next event named `name` (others, heartbeats included, are skipped). */
  async function nextEvent(name: string, timeoutMs = 10_000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await next(Math.max(1, deadline - Date.now()));
      if (event.event === name && event.data !== '') return event;
    }
  }

  /** Whether the server ends the stream within `timeoutMs` (events before the end are skipped). */
  async function ends(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    try {
      for (;;) await next(Math.max(1, deadline - Date.now()));
    } catch (error) {
      return (error as Error).message === 'the stream ended';
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    next,
    nextEvent,
    ends,
    /** Data of the next event named `name`, parsed. */
    async json<T>(name: string, timeoutMs?: number): Promise<T & { eventId: string | null }> {
      const event = await nextEvent(name, timeoutMs);
      return { ...(JSON.parse(event.data) as T), eventId: event.id };
    },
    get lastEventId() {
      return lastEventId;
    },
    /** Drops the connection, as a browser losing the network would. */
    close: () => reader?.cancel(),
  };
}
