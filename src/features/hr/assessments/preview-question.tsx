import { useId } from 'react';

/** One question of a preview: its options as radio buttons, the time left, and on. */
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
  question: { question: string; options: string[] };
  chosen: number | null;
  timeLeft: string;
  onChoose: (option: number) => void;
  onNext: () => void;
}) {
  const name = useId();
  const last = number === count;
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
      <fieldset className="hr-checks">
        <legend className="hr-message">{question.question}</legend>
        {question.options.map((option, index) => (
          <label className="hr-check" key={index}>
            <input
              type="radio"
              name={name}
              checked={chosen === index}
              onChange={() => onChoose(index)}
            />
            <span className="hr-message">{option}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <button type="button" className="button button--primary" onClick={onNext}>
          {last ? 'Finish' : 'Next question'}
        </button>
      </div>
    </section>
  );
}
