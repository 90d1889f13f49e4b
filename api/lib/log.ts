/** One logger for the server: a line per event on stdout/stderr, ready for any log collector. */
export const log = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(`warning: ${message}`),
  error: (message: string, error?: unknown) =>
    console.error(
      `error: ${message}${error instanceof Error ? `: ${error.stack ?? error.message}` : ''}`,
    ),
};
