import type { SyntheticEvent } from 'react';
import type { FaqGroup } from '../content/faqs.ts';
import './faq-accordion.css';

const accordionName = 'faq';

/**
 * Native disclosure widgets (keyboard-operable and working before any JavaScript), grouped under
 * headings. The shared `name` makes them an exclusive accordion in current browsers: opening one
 * question closes the open one; clicking an open question closes it. The toggle handler does the
 * same where `name` is not supported yet.
 */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of document.querySelectorAll<HTMLDetailsElement>(
    `details[name="${accordionName}"][open]`,
  )) {
    if (other !== opened) other.open = false;
  }
}

export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  return (
    <div className="faq-accordion">
      {groups.map((group) => (
        <section key={group.title} className="faq-accordion__group">
          <h2>{group.title}</h2>
          {group.questions.map((item) => (
            <details
              key={item.question}
              name={accordionName}
              className="faq-item"
              onToggle={closeOthers}
            >
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
