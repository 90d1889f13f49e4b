import { describe, expect, it } from 'vitest';
import { exclusionByName, looksBinary, normaliseLine, sourceLineHashes } from './source-files.ts';

describe('exclusionByName', () => {
  it('reads the candidate’s own sources and leaves out what others or tools made', () => {
    expect(exclusionByName('app/src/App.tsx')).toBeNull();
    expect(exclusionByName('README.md')).toBeNull();
    expect(exclusionByName('app/node_modules/react/index.js')).toBe('vendored');
    expect(exclusionByName('.git/objects/ab/cdef')).toBe('vendored');
    expect(exclusionByName('app/dist/bundle.js')).toBe('generated');
    expect(exclusionByName('public/vendor.min.js')).toBe('generated');
    expect(exclusionByName('app/package-lock.json')).toBe('boilerplate');
    expect(exclusionByName('LICENSE')).toBe('boilerplate');
    expect(exclusionByName('src/setupTests.js')).toBe('boilerplate');
    expect(exclusionByName('public/logo.PNG')).toBe('binary');
  });
});

describe('normaliseLine', () => {
  it('trims, collapses white space and lower-cases; short and blank lines say nothing', () => {
    expect(normaliseLine('    const Total  =\tItems.length;  ')).toBe(
      'const total = items.length;',
    );
    expect(normaliseLine('  }  ')).toBeNull();
    expect(normaliseLine('')).toBeNull();
    expect(normaliseLine('return x;')).toBeNull();
  });
});

describe('sourceLineHashes', () => {
  it('hashes each distinct line once, whatever its indentation, case or line ending', () => {
    const a = sourceLineHashes('function add(a, b) {\n  return a + b + 0;\n}\n');
    const b = sourceLineHashes('FUNCTION add(a, b) {\r\n\treturn a + b + 0;\r\n}\r\n\r\n');
    expect(a.size).toBe(2);
    expect([...a]).toEqual([...b]);
    expect(sourceLineHashes('same line here\nsame line here').size).toBe(1);
  });
});

describe('looksBinary', () => {
  it('knows text from bytes with a NUL', () => {
    expect(looksBinary(Buffer.from('plain text\n'))).toBe(false);
    expect(looksBinary(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBe(true);
  });
});
