import { setLogDestination } from './log.ts';

/**
 * LOG_FORMAT: `json` (one JSON object a line: what a supervisor's journal and a log collector
 * read), `pretty` (coloured, one readable line an event: for a person at a terminal), or `auto`
 * (the default): pretty when standard output is a terminal and pino-pretty is installed (it is
 * a development dependency, absent after `npm ci --omit=dev`), JSON otherwise. So `npm start`
 * and `npm run dev` in a terminal read well, and the same server under systemd writes JSON.
 */
export const logFormatSettings = ['auto', 'json', 'pretty'] as const;
export type LogFormatSetting = (typeof logFormatSettings)[number];

async function loadPretty() {
  try {
    return (await import('pino-pretty')).default;
  } catch {
    return null;
  }
}

/**
 * Sets the server's log format before its first line. Any other value than the three is left
 * to the configuration's check, which refuses it with its message (written as JSON meanwhile).
 */
export async function applyLogFormat(
  setting: string | undefined,
  isTerminal: boolean,
  /** Where the pretty form writes: standard output, or a test's stream. */
  output: number | NodeJS.WritableStream = 1,
): Promise<void> {
  const wanted = setting?.trim().toLowerCase() || 'auto';
  if (wanted !== 'pretty' && (wanted !== 'auto' || !isTerminal)) return;
  const pretty = await loadPretty();
  if (!pretty) {
    if (wanted === 'pretty')
      throw new Error(
        'LOG_FORMAT=pretty needs pino-pretty, a development dependency: run npm install, or set LOG_FORMAT=json',
      );
    return;
  }
  setLogDestination(
    pretty({
      sync: true,
      destination: output,
      colorize: isTerminal,
      translateTime: 'SYS:HH:MM:ss.l',
      singleLine: true,
      // A request's line says these in its message already ("GET /api/health 200 1.4ms").
      ignore: 'method,path,status,ms',
    }),
  );
}
