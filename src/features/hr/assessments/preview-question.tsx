import { useId, useMemo } from 'react';
import { QuestionSheet } from '../../../components/question-sheet.tsx';
import { formatText } from '../../../../shared/rich-text/format-question.ts';
import { questionImageSrc } from '../kit/formatted-question.tsx';

/**
 * One question of a preview, drawn as the candidate's test draws it (the same component and
 * styles: its text formatted, its picture, its options as radio buttons), with the time left and
 * the way on. The text is formatted here, by the same code the server formats a candidate's with.
 */
export function PreviewQuestion({
  number,
  count,
  question,
  chosen,
  timeLeft,
  onChoose,
  onNext,
}: {
  number: number;
  count: number;
  question: { question: string; options: string[]; image: { id: string; alt: string } | null };
  chosen: number | null;
  timeLeft: string;
  onChoose: (option: number) => void;
  onNext: () => void;
}) {
  const name = useId();
  const last = number === count;
  const text = useMemo(() => formatText(question.question), [question.question]);
  const options = useMemo(() => question.options.map(formatText), [question.options]);
  return (
    <section className="hr-panel hr-preview" aria-labelledby={`${name}-title`}>
      <div className="hr-preview__head">
        <h2 id={`${name}-title`}>
          Question {number} of {count}
        </h2>
        <p className="hr-preview__clock">
          Time left: <span role="timer">{timeLeft}</span>
        </p>
      </div>
      <QuestionSheet
        // A new question is a new group: nothing of the last one's choice carries over.
        key={number}
        headingId={`${name}-question`}
        headingLevel={3}
        name={`${name}-${number}`}
        question={text}
        picture={
          question.image && { src: questionImageSrc(question.image.id), alt: question.image.alt }
        }
        options={options}
        selected={chosen}
        onSelect={onChoose}
      />
      <div>
        <button type="button" className="button button--primary" onClick={onNext}>
          {last ? 'Finish' : 'Next question'}
        </button>
      </div>
    </section>
  );
}
