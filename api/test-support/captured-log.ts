import { setLogDestination } from '../lib/log.ts';

/** A log line as the server writes it (JSON), parsed. */
export interface LogLine {
  level: 'info' | 'warn' | 'error';
  time: string;
  msg: string;
  reqId?: string;
  error?: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  /** Every line written since `captureLog()`, parsed, oldest first. */
  lines: LogLine[];
  /** The messages of the lines at `level` (every level when none is given). */
  messages(level?: LogLine['level']): string[];
  /** The raw text written, every line as it would have reached stdout. */
  text(): string;
  /** Lines go to stdout again. */
  restore(): void;
}

/**
 * Takes the server's log lines for a test (instead of stdout): `log.*` calls anywhere in this
 * process write here until `restore()`. Call it in the test, restore in `finally`/`afterEach`.
 */
export function captureLog(): CapturedLog {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  setLogDestination({
    write(text: string) {
      raw.push(text);
      for (const line of text.split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    },
  });
  return {
    lines,
    messages: (level) => lines.filter((line) => !level || line.level === level).map((l) => l.msg),
    text: () => raw.join(''),
    restore: () => setLogDestination(),
  };
}
