import { describe, expect, it } from 'vitest';
import { checkZipFile } from './practical-api.ts';

const file = (name: string, type: string) => new File(['PK'], name, { type });

describe('checkZipFile', () => {
  it('accepts zips as browsers report them', () => {
    expect(checkZipFile(file('work.zip', 'application/zip'))).toBeNull();
    expect(checkZipFile(file('work.zip', 'application/x-zip-compressed'))).toBeNull();
    expect(checkZipFile(file('work.zip', ''))).toBeNull();
  });

  it("refuses anything else with the spec's messages", () => {
    expect(checkZipFile(file('work.pdf', 'application/pdf'))).toBe(
      'Please upload a valid .zip file',
    );
    expect(checkZipFile(file('work.rar', ''))).toBe('Please upload a valid .zip file');
    expect(checkZipFile(null)).toBe('No file selected!');
  });
});
