import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/captured-log.ts';
import { log, setLogDestination } from './log.ts';
import { applyLogFormat } from './log-format.ts';

/** What one info line looks like after `applyLogFormat(setting, isTerminal)`. */
async function lineAfter(setting: string | undefined, isTerminal: boolean): Promise<string> {
  // A JSON line goes to the capture; the pretty form, once applied, to `pretty`.
  const captured = captureLog();
  let pretty = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      pretty += String(chunk);
      done();
    },
  });
  await applyLogFormat(setting, isTerminal, output);
  log.info('GET /api/health 200 1.4ms', { reqId: '7K3Q9XPA2M', method: 'GET', status: 200 });
  return pretty || captured.text();
}

describe('LOG_FORMAT', () => {
  afterEach(() => setLogDestination());

  it('writes JSON lines under a supervisor (auto, no terminal) and when asked for json', async () => {
    for (const [setting, terminal] of [
      [undefined, false],
      ['auto', false],
      ['json', true],
    ] as const) {
      const line = await lineAfter(setting, terminal);
      expect(JSON.parse(line)).toMatchObject({
        level: 'info',
        msg: 'GET /api/health 200 1.4ms',
        reqId: '7K3Q9XPA2M',
      });
    }
  });

  it('writes one readable line at a terminal (auto) and when asked for pretty', async () => {
    for (const [setting, terminal] of [
      ['auto', true],
      ['pretty', false],
    ] as const) {
      // Coloured at a terminal: the words are the same.
      const line = stripVTControlCharacters(await lineAfter(setting, terminal));
      expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/health 200 1\.4ms /);
      expect(line).toContain('"reqId":"7K3Q9XPA2M"');
      // What the message says already is not repeated.
      expect(line).not.toContain('"status"');
      expect(line.trim().split('\n')).toHaveLength(1);
    }
  });
});
