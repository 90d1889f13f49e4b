import { describe, expect, it } from 'vitest';
import { byteSize } from './byte-size.ts';

describe('byteSize', () => {
  it('says bytes, kilobytes, megabytes and gigabytes', () => {
    expect(byteSize(0)).toBe('0 B');
    expect(byteSize(1023)).toBe('1023 B');
    expect(byteSize(2048)).toBe('2.0 kB');
    expect(byteSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(byteSize(4 * 1024 ** 3)).toBe('4.0 GB');
  });
});
