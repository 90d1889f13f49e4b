/**
 * A random key naming one submission, so the server can recognise a retry. Built from
 * `getRandomValues`, which (unlike `randomUUID`) also exists on plain-http origins.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
