import { describe, expect, it } from 'vitest';
import {
  assessmentSchema,
  type AssessmentView,
} from '../../../../shared/contract/hr-assessments.ts';
import { assessmentOf, formValuesOf } from './assessment-form-values.ts';

const react: AssessmentView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'React developer, L1',
  isDefault: false,
  rounds: 'both',
  difficulties: ['easy', 'medium'],
  questionCount: 5,
  questionsPerCategory: { react: 3, css: 2 },
  shuffleOptions: true,
  secondsPerQuestion: 45,
  passPercent: 60,
  practicalMinutes: 90,
  practicalTaskIds: [],
  notifyHr: false,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: null,
  archivedAt: null,
  drives: 0,
  candidates: 0,
};
const [t1, t2, t3] = [2, 3, 4].map((n) => `00000000-0000-4000-8000-00000000000${n}`);

describe('the assessment form', () => {
  it('gives back the assessment it was filled with, valid by the API schema', () => {
    const back = assessmentOf(formValuesOf(react), []);
    expect(back).toEqual(assessmentSchema.cast(react, { stripUnknown: true }));
    expect(assessmentSchema.isValidSync(back, { strict: true })).toBe(true);
  });

  it('starts a new assessment from the template, unnamed and with every active task', () => {
    const values = formValuesOf({ ...react, practicalTaskIds: [t1 as string] }, true);
    expect(values.name).toBe('');
    expect(values.practicalTaskIds).toEqual([]);
    expect(values.passPercent).toBe(60);
  });

  it('sums the categories into the length and keeps the tasks in the bank order', () => {
    const values = {
      ...formValuesOf(react),
      perCategory: [
        { category: ' react ', count: 4 },
        { category: 'css', count: 1 },
      ],
      practicalTaskIds: [t3, t1] as string[],
    };
    const back = assessmentOf(values, [t1, t2, t3] as string[]);
    expect(back.questionCount).toBe(5);
    expect(back.questionsPerCategory).toEqual({ react: 4, css: 1 });
    expect(back.practicalTaskIds).toEqual([t1, t3]);
  });

  it('draws from the whole bank when no category is named', () => {
    const back = assessmentOf({ ...formValuesOf(react), perCategory: [], questionCount: 12 }, []);
    expect(back.questionCount).toBe(12);
    expect(back.questionsPerCategory).toEqual({});
  });
});
