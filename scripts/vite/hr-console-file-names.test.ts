import { describe, expect, it } from 'vitest';
import { hrConsoleFileNames, isHrConsoleChunk } from './hr-console-file-names.ts';

describe('HR console file names', () => {
  it('puts a chunk of console modules only in assets/hr/', () => {
    const chunk = {
      moduleIds: [
        '/w/src/pages/hr-console.tsx',
        '/w/src/pages/hr/candidates-page.tsx',
        '/w/src/features/hr/kit/hr-http.ts',
        '/w/shared/contract/hr.ts',
      ],
    };
    expect(isHrConsoleChunk(chunk.moduleIds)).toBe(true);
    expect(hrConsoleFileNames.chunkFileNames(chunk)).toBe('assets/hr/[name]-[hash].js');
  });

  it('puts a console page with its chart library, its contract and its shared helpers there too', () => {
    const cohortPage = [
      '/w/src/pages/hr/cohort-page.tsx',
      '/w/src/features/hr/results/bar-chart.tsx',
      '/w/node_modules/uplot/dist/uPlot.esm.js',
      '/w/shared/contract/hr-cohort.ts',
      '/w/shared/pass-mark.ts',
    ];
    expect(hrConsoleFileNames.chunkFileNames({ moduleIds: cohortPage })).toBe(
      'assets/hr/[name]-[hash].js',
    );
    expect(
      isHrConsoleChunk(['/w/src/pages/hr/item-analysis-page.tsx', '/w/shared/option-letter.ts']),
    ).toBe(true);
  });

  it('leaves chunks shared with other pages, and libraries, where they were', () => {
    for (const moduleIds of [
      ['/w/src/features/hr/kit/hr-http.ts', '/w/node_modules/axios/index.js'],
      ['/w/src/pages/candidate/login-page.tsx'],
      ['/w/src/pages/hrm-page.tsx'],
      // A shared helper alone (the candidate area needs it too) is not the console's.
      ['/w/shared/time-format.ts'],
      ['/w/src/lib/submit-reasons.ts', '/w/shared/pass-mark.ts'],
      ['/w/shared/contract/hrm.ts'],
      [],
    ]) {
      expect(hrConsoleFileNames.chunkFileNames({ moduleIds })).toBe('assets/[name]-[hash].js');
    }
  });

  it("puts the console's stylesheet in assets/hr/ too", () => {
    expect(hrConsoleFileNames.assetFileNames({ names: ['hr-console.css'] })).toBe(
      'assets/hr/[name]-[hash][extname]',
    );
    expect(hrConsoleFileNames.assetFileNames({ names: ['index.css'] })).toBe(
      'assets/[name]-[hash][extname]',
    );
  });
});
