import type { Ref } from 'react';
import type { RichDoc } from '../../shared/rich-text/rich-doc.ts';
import { plainText } from '../../shared/rich-text/plain-text.ts';
import { RichText } from './rich-text.tsx';
import './question-sheet.css';

/** Formatted text, or plain text where no formatting was given (shown as it is written). */
export type ShownText = RichDoc | string;

/**
 * What names the options' group for a screen reader: the question's opening paragraph. The whole
 * question (a 40-line block, say) would be read again each time the group is entered; the heading
 * above it, which takes focus when the question appears, reads the whole of it.
 */
function groupName(question: ShownText): string {
  if (typeof question === 'string') return question;
  const [first] = question;
  return first?.t === 'p' ? plainText([first]) : plainText(question);
}

/** A question's picture: a `data:` address for a candidate, the console's image address for HR. */
export interface SheetPicture {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * A question as the candidate sees it: its text (the heading of the group; a `div` with the
 * heading role, since a question may hold code blocks, which an `h2` may not), its picture under
 * the text, and its options as one radio group, each whole option the target. The candidate's
 * test and HR's previews draw the same thing with this; the caller owns what choosing does and
 * where focus goes.
 *
 * Choosing the chosen option again calls `onSelect` again (a radio has no change then): the
 * candidate's rules clear an answer that way.
 */
export function QuestionSheet({
  headingId,
  headingLevel = 2,
  headingRef,
  groupRef,
  name,
  question,
  picture,
  options,
  selected,
  disabled,
  onSelect,
}: {
  headingId: string;
  headingLevel?: number;
  headingRef?: Ref<HTMLDivElement>;
  groupRef?: Ref<HTMLFieldSetElement>;
  /** The radio buttons' group name, unique on the page. */
  name: string;
  question: ShownText;
  picture?: SheetPicture | null;
  options: ShownText[];
  selected: number | null;
  disabled?: boolean;
  onSelect: (optionIndex: number) => void;
}) {
  return (
    <fieldset
      className="interview__question"
      disabled={disabled}
      ref={groupRef}
      aria-labelledby={`${headingId}-name`}
    >
      <span id={`${headingId}-name`} className="visually-hidden">
        {groupName(question)}
      </span>
      <div
        id={headingId}
        className="interview__question-text"
        role="heading"
        aria-level={headingLevel}
        tabIndex={-1}
        ref={headingRef}
      >
        {typeof question === 'string' ? question : <RichText doc={question} />}
      </div>
      {picture && (
        <img
          className="question-picture"
          src={picture.src}
          alt={picture.alt}
          width={picture.width}
          height={picture.height}
        />
      )}
      <div role="radiogroup" aria-labelledby={`${headingId}-name`}>
        {options.map((option, index) => (
          <label key={index} className="interview__option">
            <input
              type="radio"
              name={name}
              checked={selected === index}
              onChange={() => onSelect(index)}
              onClick={() => {
                if (selected === index) onSelect(index);
              }}
            />
            <span className="interview__option-text">
              {typeof option === 'string' ? option : <RichText doc={option} phrasing />}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
