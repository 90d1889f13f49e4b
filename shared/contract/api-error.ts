/**
 * Every API error is JSON with a human `message` (and `success: false`, or `sucess: false` on the
 * spec's enquiry endpoint). The one reader of that message, for both HTTP clients of the browser.
 */
export function errorMessageOf(body: unknown): string | null {
  const message =
    typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
