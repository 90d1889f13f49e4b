import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { questionSignature } from '../../domain/near-copy.ts';
import { questionSchema } from '../../../shared/contract/hr.ts';
import { demoAssessments } from './demo-assessments.ts';
import { demoMcqBank } from './demo-mcq-bank.ts';
import { formatText } from '../../../shared/rich-text/format-question.ts';
import type { Inline, RichDoc } from '../../../shared/rich-text/rich-doc.ts';

const diagrams = new URL('./diagrams/', import.meta.url);

describe('the demo bank', () => {
  it('holds questions HR could have written: each passes the editor’s rules, with 3 to 5 distinct options', () => {
    for (const q of demoMcqBank) {
      expect(() =>
        questionSchema.validateSync({ ...q, image: null, category: q.topic }),
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

  it('is formatted as written: each fence a code block in a language the renderer colours, no stray mark', () => {
    const textOf = (nodes: Inline[]): string[] =>
      nodes.flatMap((n) =>
        n.t === 'text' ? [n.v] : n.t === 'strong' || n.t === 'em' ? textOf(n.c) : [],
      );
    const strayMarks = (doc: RichDoc): string[] =>
      doc.flatMap((block) =>
        block.t === 'p'
          ? textOf(block.c).filter((text) => /[`*]/.test(text))
          : block.t === 'list'
            ? block.items.flatMap(strayMarks)
            : [],
      );
    for (const q of demoMcqBank) {
      const doc = formatText(q.question);
      // It opens with a sentence (e2e tests find a question's radio group by its opening words).
      expect(formatText(q.question.split('\n')[0] ?? '').map((block) => block.t)).toEqual(['p']);
      const code = doc.flatMap((block) => (block.t === 'code' ? [block] : []));
      expect(code.length, q.question).toBe((q.question.match(/^```/gm) ?? []).length / 2);
      for (const block of code) expect(block.label, q.question).not.toBeNull();
      expect(strayMarks(doc), q.question).toEqual([]);
      for (const option of q.options) {
        const shown = formatText(option);
        // An option is one line: code in it is inline code.
        expect(
          shown.map((block) => block.t),
          option,
        ).toEqual(['p']);
        expect(strayMarks(shown), option).toEqual([]);
      }
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
