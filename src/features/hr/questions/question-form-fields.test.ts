import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import type { QuestionView } from '../../../../shared/contract/hr.ts';
import { imageAltMessage } from '../../../../shared/contract/hr-question-images.ts';
import { questionFormSchema, questionFormValues } from './question-form-fields.tsx';

const imageId = 'a'.repeat(64);
const filled = {
  ...questionFormValues(),
  category: 'JavaScript',
  question: 'What does `[] + []` give?',
  options: ['`""`', '`0`'],
  correct: '0',
};

/** The messages the form would show, by field. */
async function errorsOf(values: object): Promise<Record<string, string>> {
  try {
    await questionFormSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

describe('the question form', () => {
  it('takes a question without a picture', async () => {
    expect(await errorsOf(filled)).toEqual({});
  });

  it('asks for alternative text when a picture is added, in the words of the contract', async () => {
    expect(await errorsOf({ ...filled, image: { id: imageId, alt: '   ' } })).toEqual({
      'image.alt': imageAltMessage,
    });
    expect(await errorsOf({ ...filled, image: { id: imageId, alt: 'A chart', width: 4 } })).toEqual(
      {},
    );
  });

  it('starts an edit from the saved picture and its words', () => {
    const saved = {
      id: 'q1',
      category: 'JavaScript',
      difficulty: 'easy',
      question: 'q',
      options: ['a', 'b'],
      correctOptionIndex: 1,
      image: { id: imageId, alt: 'A chart', mime: 'image/png', width: 40, height: 30 },
    } as QuestionView;
    expect(questionFormValues(saved).image).toEqual({
      id: imageId,
      alt: 'A chart',
      width: 40,
      height: 30,
    });
    expect(questionFormValues().image).toBeNull();
  });
});
