import { describe, expect, it } from 'vitest';
import { readJsonLines } from './json-lines.ts';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function valuesOf(chunks: (string | Uint8Array)[]) {
  const values: unknown[] = [];
  await readJsonLines(streamOf(chunks), (value) => values.push(value));
  return values;
}

describe('readJsonLines', () => {
  it('hands over each line as it completes, a line split across chunks once whole', async () => {
    expect(await valuesOf(['{"a":1}\n{"b"', ':2}\n', '\n{"c":3}'])).toEqual([
      { a: 1 },
      { b: 2 },
      { c: 3 },
    ]);
  });

  it('keeps a character whose bytes arrive in two chunks', async () => {
    const bytes = new TextEncoder().encode('{"name":"Aarav ₹"}\n');
    const cut = bytes.indexOf(0xe2) + 1;
    expect(await valuesOf([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([{ name: 'Aarav ₹' }]);
  });

  it('fails on a line that is not JSON', async () => {
    await expect(valuesOf(['{"a":1}\nnot json\n'])).rejects.toThrow();
  });
});
