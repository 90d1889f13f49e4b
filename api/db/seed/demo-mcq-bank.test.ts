import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { questionSignature } from '../../domain/near-copy.ts';
import { questionSchema } from '../../../shared/contract/hr.ts';
import { demoAssessments } from './demo-assessments.ts';
import { demoMcqBank } from './demo-mcq-bank.ts';

const diagrams = new URL('./diagrams/', import.meta.url);
// The languages issue 38's renderer colours: a demo fence names one of them.
const languages = [
  'js',
  'jsx',
  'ts',
  'python',
  'java',
  'csharp',
  'sql',
  'html',
  'css',
  'bash',
  'php',
];

describe('the demo bank', () => {
  it('holds questions HR could have written: each passes the editor’s rules, with 3 to 5 distinct options', () => {
    for (const q of demoMcqBank) {
      expect(() =>
        questionSchema.validateSync({ ...q, category: q.topic }, { strict: false }),
      ).not.toThrow();
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(5);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size, q.question).toBe(
        q.options.length,
      );
    }
  });

  it('has no two near copies (the importer’s measure)', () => {
    const signatures = demoMcqBank.map((q) => questionSignature(q.question));
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('closes every code fence and names a language the renderer colours', () => {
    for (const q of demoMcqBank) {
      const fences = q.question.match(/^```.*$/gm) ?? [];
      expect(fences.length % 2, q.question).toBe(0);
      fences
        .filter((_, i) => i % 2 === 0)
        .forEach((opening) => expect(languages).toContain(opening.slice(3)));
    }
  });

  it('feeds every demo assessment’s draw in each of its difficulties, and the default test', () => {
    for (const assessment of demoAssessments)
      for (const [category, wanted] of Object.entries(assessment.questionsPerCategory))
        for (const difficulty of assessment.difficulties) {
          const held = demoMcqBank.filter(
            (q) => q.topic === category && q.difficulty === difficulty,
          ).length;
          expect(held, `${category}, ${difficulty}`).toBeGreaterThanOrEqual(wanted);
        }
    expect(demoMcqBank.length).toBeGreaterThanOrEqual(loadConfig({}).MCQ_QUESTION_COUNT);
  });

  it('mostly asks about code', () => {
    const withCode = demoMcqBank.filter((q) => q.question.includes('```'));
    expect(withCode.length / demoMcqBank.length).toBeGreaterThan(0.6);
  });

  it('gives each diagram a neutral name, a small PNG and alt text to answer from', () => {
    const pictured = demoMcqBank.flatMap((q) => (q.image ? [q.image] : []));
    expect(pictured.length).toBeGreaterThanOrEqual(3);
    expect(new Set(pictured.map((p) => p.file)).size).toBe(pictured.length);
    for (const { file, alt } of pictured) {
      expect(file).toMatch(/^diagram-\d+\.png$/);
      const url = new URL(file, diagrams);
      expect(existsSync(url), file).toBe(true);
      const png = readFileSync(url);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.length).toBeLessThan(60_000);
      expect(alt.length).toBeGreaterThan(100);
    }
  });
});
