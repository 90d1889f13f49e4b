import { array, number, object, string } from 'yup';
import type { TestSettings } from '../../../../shared/contract/hr.ts';

/**
 * How a test's questions are drawn, as a form holds it: a count from the whole bank, or rows of
 * a category and its count (the API's `questionsPerCategory`, whose sum is then the length).
 */
export interface DrawFormValues {
  questionCount: number;
  perCategory: { category: string; count: number }[];
}

const whole = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .required(`${label} is required`);

/** The rows' own rules (the API's, per row, so each error shows beside its row). */
export const perCategoryRule = array(
  object({
    category: string().trim().required('Choose the category'),
    count: whole('The number of questions', 1, 100),
  }),
).test('distinct', 'Name each category once', (rows) => {
  const names = (rows ?? []).map((row) => row.category?.trim().toLowerCase());
  return new Set(names).size === names.length;
});

type Draw = Pick<TestSettings, 'questionCount' | 'questionsPerCategory'>;

export function drawValuesOf(settings: Draw): DrawFormValues {
  return {
    questionCount: settings.questionCount,
    perCategory: Object.entries(settings.questionsPerCategory).map(([category, count]) => ({
      category,
      count,
    })),
  };
}

export function drawOf(values: DrawFormValues): Required<Draw> {
  const questionsPerCategory = Object.fromEntries(
    values.perCategory.map((row) => [row.category.trim(), Number(row.count)]),
  );
  const perCategoryTotal = Object.values(questionsPerCategory).reduce((a, b) => a + b, 0);
  return {
    // Drawn per category, the test's length is their sum (the API's rule).
    questionCount: values.perCategory.length > 0 ? perCategoryTotal : Number(values.questionCount),
    questionsPerCategory,
  };
}
