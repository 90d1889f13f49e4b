/**
 * Reads a stream of JSON lines (NDJSON: one JSON value per line), handing each value over as its
 * line completes; a line split across chunks (or a character split across bytes) waits for its
 * end. Blank lines are skipped.
 */
export async function readJsonLines(
  stream: ReadableStream<Uint8Array>,
  onValue: (value: unknown) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const flushLines = (text: string) => {
    const lines = text.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onValue(JSON.parse(line));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    flushLines(pending + decoder.decode(value, { stream: true }));
  }
  flushLines(pending + decoder.decode() + '\n');
}

/** The whole of a stream as text (an error answer that arrived as a stream). */
export async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
