import { describe, expect, it } from 'vitest';
import { newestResult } from './newest-result.ts';

/** A check whose calls finish when the test says so. */
function controlledCheck() {
  const calls: { input: string; finish: (result: string) => void }[] = [];
  const check = (input: string) =>
    new Promise<string>((resolve) => calls.push({ input, finish: resolve }));
  return { calls, check };
}

describe('newestResult', () => {
  it('resolves every call with the newest call’s result, whatever order they finish in', async () => {
    const { calls, check } = controlledCheck();
    const newest = newestResult(check);
    const older = newest('');
    const newer = newest('Demo@2026');
    calls[1]?.finish('valid');
    calls[0]?.finish('Password is required');
    expect(await older).toBe('valid');
    expect(await newer).toBe('valid');
  });

  it('waits for a call made while an older one was finishing', async () => {
    const { calls, check } = controlledCheck();
    const newest = newestResult(check);
    const older = newest('abc');
    const newer = newest('');
    calls[0]?.finish('Password must be at least 6 characters');
    await Promise.resolve();
    calls[1]?.finish('Password is required');
    expect(await older).toBe('Password is required');
    expect(await newer).toBe('Password is required');
  });

  it('reports a call’s own result when no newer call came', async () => {
    const { calls, check } = controlledCheck();
    const newest = newestResult(check);
    const only = newest('abc');
    calls[0]?.finish('Password must be at least 6 characters');
    expect(await only).toBe('Password must be at least 6 characters');
    const later = newest('Demo@2026');
    calls[1]?.finish('valid');
    expect(await later).toBe('valid');
  });
});
