import type { Context } from 'hono';
import { testDeviceHeader, testDevicePattern } from '../../shared/contract/interview.ts';
import { fail } from '../domain/errors.ts';

/**
 * The window (browser) a test call comes from, as the candidate area names it in every call: the
 * newest window to open a test drives it. Null when the client does not say (it is trusted).
 */
export function testDeviceOf(c: Context): string | null {
  const value = c.req.header(testDeviceHeader);
  if (value === undefined) return null;
  if (!testDevicePattern.test(value)) {
    throw fail.invalid(
      `${testDeviceHeader} must be 8 to 64 letters, digits, hyphens or underscores.`,
    );
  }
  return value;
}
