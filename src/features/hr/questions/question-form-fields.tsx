import { optionLetter } from '../../../../shared/option-letter.ts';
import { Field, FieldArray, useFormikContext } from 'formik';
import { string } from 'yup';
import {
  difficulties,
  questionSchema,
  type CategoryCount,
  type Difficulty,
  type QuestionView,
} from '../../../../shared/contract/hr.ts';
import { FormField } from '../kit/form-field.tsx';
import { QuestionFormPreview } from './question-form-preview.tsx';
import { QuestionImageField, type QuestionImageValue } from './question-image-field.tsx';
import './question-editor.css';

/** The Markdown a question and its options may use (`shared/rich-text/parse-markdown.ts`). */
export const formattingHint =
  'Formatting: `code`, ```js fenced blocks```, **bold**, *italic*, "- " lists.';

export interface QuestionFormValues {
  category: string;
  difficulty: Difficulty;
  question: string;
  options: string[];
  /** The index of the correct option, as the radio buttons hold it. */
  correct: string;
  image: QuestionImageValue | null;
  reason: string;
}

export function questionFormValues(question?: QuestionView): QuestionFormValues {
  return {
    category: question?.category ?? '',
    difficulty: question?.difficulty ?? 'medium',
    question: question?.question ?? '',
    options: question ? [...question.options] : ['', '', '', ''],
    correct: question ? String(question.correctOptionIndex) : '',
    image: question?.image
      ? {
          id: question.image.id,
          alt: question.image.alt,
          width: question.image.width,
          height: question.image.height,
        }
      : null,
    reason: '',
  };
}

/** The API's rules, with the correct option as the radio buttons hold it. */
export const questionFormSchema = questionSchema
  .pick(['category', 'difficulty', 'question', 'options', 'image'])
  .shape({
    correct: string()
      .required('Choose the correct option')
      .test('an-option', 'Choose the correct option', (value, context) => {
        const options = (context.parent as { options?: string[] }).options ?? [];
        return Number(value) >= 0 && Number(value) < options.length;
      }),
  });

/**
 * The fields of a question: category (with the bank's categories offered), difficulty, the text
 * (Markdown, typed in monospace so code keeps its indentation), its picture, and 2–6 options with
 * one marked correct (a radio group, so exactly one can be); beside them, the live preview.
 */
export function QuestionFormFields({ categories }: { categories: CategoryCount[] }) {
  const { values, errors, touched, setFieldValue } = useFormikContext<QuestionFormValues>();
  const correctError = touched.correct && errors.correct;
  const optionsError = typeof errors.options === 'string' ? errors.options : null;
  // Formik types the touched state of a list of strings as one boolean; it is one per option.
  const touchedOptions = touched.options as unknown as boolean[] | undefined;
  return (
    <div className="hr-question-editor">
      <div className="hr-question-editor__fields">
        <div className="hr-form__row">
          <FormField
            name="category"
            label="Category"
            hint="For example SQL, React, general."
            list="question-categories"
          />
          <FormField name="difficulty" label="Difficulty" kind="select">
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </FormField>
        </div>
        <datalist id="question-categories">
          {categories.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
        <FormField
          name="question"
          label="Question"
          kind="textarea"
          rows={8}
          monospace
          hint={`${formattingHint} Tab moves to the next field; indent code with spaces.`}
        />
        <QuestionImageField />
        <FieldArray name="options">
          {({ push, remove }) => (
            <fieldset
              className="hr-options"
              aria-describedby={correctError ? 'options-hint correct-error' : 'options-hint'}
            >
              <legend>Options (2 to 6): mark the correct one</legend>
              <p id="options-hint" className="hr-field__hint">
                {formattingHint}
              </p>
              {values.options.map((_, index) => {
                const letter = optionLetter(index);
                const optionError =
                  Array.isArray(errors.options) && touchedOptions?.[index]
                    ? errors.options[index]
                    : undefined;
                return (
                  <div key={index} className="hr-option">
                    <label className="hr-check">
                      <Field type="radio" name="correct" value={String(index)} />
                      <span>
                        Correct<span className="visually-hidden"> option {letter}</span>
                      </span>
                    </label>
                    <div className="hr-field hr-option__text">
                      <label htmlFor={`option-${index}`}>Option {letter}</label>
                      <Field
                        id={`option-${index}`}
                        name={`options.${index}`}
                        aria-invalid={optionError ? true : undefined}
                        aria-describedby={optionError ? `option-${index}-error` : undefined}
                      />
                      {optionError && (
                        <p id={`option-${index}-error`} className="hr-field__error">
                          {optionError}
                        </p>
                      )}
                    </div>
                    {values.options.length > 2 && (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => {
                          remove(index);
                          // The mark stays on the same option text when one above it goes.
                          const correct = Number(values.correct);
                          if (correct === index) void setFieldValue('correct', '');
                          else if (correct > index)
                            void setFieldValue('correct', String(correct - 1));
                        }}
                      >
                        Remove<span className="visually-hidden"> option {letter}</span>
                      </button>
                    )}
                  </div>
                );
              })}
              {values.options.length < 6 && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => push('')}
                >
                  Add an option
                </button>
              )}
              {optionsError && <p className="hr-field__error">{optionsError}</p>}
              {correctError && (
                <p id="correct-error" className="hr-field__error">
                  {correctError}
                </p>
              )}
            </fieldset>
          )}
        </FieldArray>
      </div>
      <QuestionFormPreview />
    </div>
  );
}
