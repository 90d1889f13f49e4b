import { useEffect, useRef } from 'react';
import type { QuestionView } from '../../machines/interview-types.ts';

/**
 * The question and its options: one answer per question, so a radio group (whatever the boxes
 * look like), named by the question, with the keyboard a screen reader expects (Tab into the
 * group, arrows to choose). Choosing the chosen option again clears it, as the rules say. When a
 * new question appears, focus moves to its heading, so a keyboard or screen reader user is never
 * left on the page body; while the answer is being sent the heading holds focus too.
 */
export function QuestionChoices({
  view,
  selected,
  busy,
  onSelect,
}: {
  view: QuestionView;
  selected: number | null;
  busy: boolean;
  onSelect: (optionIndex: number) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [view.index]);
  useEffect(() => {
    // Disabling the options would drop focus to the body: keep it on the question.
    if (busy && group.current?.contains(document.activeElement)) heading.current?.focus();
  }, [busy]);
  return (
    <fieldset
      className="interview__question"
      disabled={busy}
      ref={group}
      aria-labelledby="question-text"
    >
      <h2 id="question-text" className="interview__question-text" tabIndex={-1} ref={heading}>
        {view.question}
      </h2>
      <div role="radiogroup" aria-labelledby="question-text">
        {view.options.map((option, index) => (
          <label key={index} className="interview__option">
            <input
              type="radio"
              name={`question-${view.index}`}
              checked={selected === index}
              onChange={() => onSelect(index)}
              // A second choice of the chosen option clears it (a radio has no change then).
              onClick={() => {
                if (selected === index) onSelect(index);
              }}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
