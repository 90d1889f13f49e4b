import { useFormikContext } from 'formik';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { QuestionSheet, type ShownText } from '../../../components/question-sheet.tsx';
import { formatText } from '../../../../shared/rich-text/format-question.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import type { QuestionImageValue } from './question-image-field.tsx';
import { questionImageSrc } from '../kit/formatted-question.tsx';

/** The editor's values the preview draws. */
interface PreviewedValues {
  question: string;
  options: string[];
  image: QuestionImageValue | null;
}

/**
 * The question as the candidate will see it, redrawn as it is typed: the same component and
 * styles as the test page, its code coloured by the same highlighter the server uses. The options
 * can be tried (nothing is saved by choosing one); the correct one is not marked, as on the test.
 */
export function QuestionFormPreview() {
  const { values } = useFormikContext<PreviewedValues>();
  // Typing stays quick in a long question: the preview may lag a keystroke behind.
  const question = useDeferredValue(values.question);
  const options = useDeferredValue(values.options);
  const shownQuestion = useMemo(() => formatText(question), [question]);
  const shownOptions = useMemo(
    () =>
      options.map((option, index): ShownText =>
        option.trim() ? formatText(option) : `Option ${optionLetter(index)} (empty)`,
      ),
    [options],
  );
  const [selected, setSelected] = useState<number | null>(null);
  const id = useId();
  const image = values.image;
  return (
    <section className="hr-question-preview" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Preview: as the candidate sees it</h3>
      <div className="hr-question-preview__page">
        <QuestionSheet
          headingId={`${id}-question`}
          headingLevel={4}
          name={`${id}-options`}
          question={shownQuestion.length > 0 ? shownQuestion : 'The question appears here.'}
          picture={
            image && {
              src: questionImageSrc(image.id),
              alt: image.alt,
              width: image.width,
              height: image.height,
            }
          }
          options={shownOptions}
          selected={selected !== null && selected < options.length ? selected : null}
          // Choosing the chosen option clears it, as on the test.
          onSelect={(index) => setSelected((current) => (current === index ? null : index))}
        />
      </div>
    </section>
  );
}
