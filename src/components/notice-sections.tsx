import type { NoticeSection } from '../../shared/privacy/candidate-notice.ts';

/**
 * The privacy notice's sections as the candidate's rules page and the public /privacy page both
 * show them: each a headed region (`Heading` below the page's own heading), its paragraphs, then
 * its items as a list.
 */
export function NoticeSections({
  sections,
  idPrefix,
  Heading,
}: {
  sections: readonly NoticeSection[];
  idPrefix: string;
  Heading: 'h2' | 'h3';
}) {
  return sections.map((section, index) => (
    <section key={section.heading} aria-labelledby={`${idPrefix}-${index}`}>
      <Heading id={`${idPrefix}-${index}`}>{section.heading}</Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  ));
}
