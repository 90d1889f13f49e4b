/** One item of the site's copy that is a heading and a paragraph. */
export interface TitledText {
  title: string;
  text: string;
}

/**
 * A list of titled paragraphs (values, reasons to choose us, a process's steps, principles):
 * each item its own heading and text. `numbered` lists them in order (steps, principles);
 * `heading` is the items' level in the page's outline.
 */
export function TitledItems({
  items,
  className,
  itemClassName,
  heading: Heading = 'h3',
  numbered = false,
}: {
  items: readonly TitledText[];
  className: string;
  itemClassName?: string;
  heading?: 'h2' | 'h3';
  numbered?: boolean;
}) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <Heading>{item.title}</Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
