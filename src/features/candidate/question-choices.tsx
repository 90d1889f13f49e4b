import { useEffect, useRef } from 'react';
import { QuestionSheet } from '../../components/question-sheet.tsx';
import type { QuestionView } from '../../machines/interview-types.ts';

/**
 * The question and its options: one answer per question, so a radio group (whatever the boxes
 * look like), named by the question, with the keyboard a screen reader expects (Tab into the
 * group, arrows to choose). Choosing the chosen option again clears it, as the rules say. When a
 * new question appears, focus moves to its heading, so a keyboard or screen reader user is never
 * left on the page body; while the answer is being sent the heading holds focus too.
 *
 * The text and options are shown as the server formatted them (code, lists, emphasis; text only,
 * never markup), or as plain text when it did not. The heading is a `div` with the heading role:
 * a question may hold code blocks, which an `h2` may not.
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
  const heading = useRef<HTMLDivElement>(null);
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [view.index]);
  useEffect(() => {
    // Disabling the options would drop focus to the body: keep it on the question.
    if (busy && group.current?.contains(document.activeElement)) heading.current?.focus();
  }, [busy]);
  return (
    <QuestionSheet
      headingId="question-text"
      headingRef={heading}
      groupRef={group}
      name={`question-${view.index}`}
      question={view.formatted?.question ?? view.question}
      picture={view.image}
      options={view.options.map((option, index) => view.formatted?.options[index] ?? option)}
      selected={selected}
      disabled={busy}
      onSelect={onSelect}
    />
  );
}
