import { useMemo } from 'react';
import { RichText } from '../../../components/rich-text.tsx';
import { formatText } from '../../../../shared/rich-text/format-question.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import './formatted-question.css';

/** Where the console shows a stored question image (staff only; named by its content). */
export const questionImageSrc = (id: string): string => `/api/hr/questions/images/${id}`;

/** Markdown as the candidate sees it (formatted once per text, not on every render). */
export function FormattedText({ markdown, phrasing }: { markdown: string; phrasing?: boolean }) {
  const doc = useMemo(() => formatText(markdown), [markdown]);
  return <RichText doc={doc} phrasing={phrasing} />;
}

/** A question's text, formatted, with its picture under it as the candidate saw it. */
export function FormattedQuestion({
  question,
  image,
}: {
  question: string;
  image: { id: string; alt: string } | null;
}) {
  return (
    <div className="hr-formatted-question">
      <FormattedText markdown={question} />
      {image && (
        <img className="question-picture" src={questionImageSrc(image.id)} alt={image.alt} />
      )}
    </div>
  );
}

/**
 * A question's options for staff to read (not to choose): lettered in the order given, each
 * formatted, the key and a chosen one said in words as well as shown.
 */
export function FormattedOptions({
  options,
  correct,
  chosen,
}: {
  options: string[];
  correct?: number | null;
  chosen?: number | null;
}) {
  return (
    <ol className="hr-formatted-options">
      {options.map((option, index) => (
        <li key={index} className={index === correct ? 'hr-formatted-options__key' : undefined}>
          <span className="hr-formatted-options__letter">{optionLetter(index)}.</span>
          <div className="hr-formatted-options__text">
            <FormattedText markdown={option} />
          </div>
          {(index === correct || index === chosen) && (
            <span className="hr-formatted-options__marks">
              {index === correct && <span className="hr-badge hr-badge--success">Key</span>}
              {index === chosen && <span className="hr-badge">Chosen</span>}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
