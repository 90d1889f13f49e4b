/**
 * A row of buttons that each open one action's dialog (a candidate's actions, the decisions on an
 * attempt or a practical submission). A dangerous action's button is red.
 */
export function ActionButtons<K extends string>({
  kinds,
  words,
  look,
  printHidden,
  onOpen,
}: {
  kinds: readonly K[];
  words: Record<K, { button: string; danger?: boolean }>;
  /** How a button that is not dangerous looks: primary where deciding is what the place is for. */
  look: 'ghost' | 'primary';
  /** Left out of a printed page (the attempt report prints without its decision buttons). */
  printHidden?: boolean;
  onOpen: (kind: K) => void;
}) {
  return (
    <div className={`hr-actions${printHidden ? ' hr-print-hidden' : ''}`}>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`button ${words[kind].danger ? 'button--danger' : `button--${look}`} button--small`}
          onClick={() => onOpen(kind)}
        >
          {words[kind].button}
        </button>
      ))}
    </div>
  );
}
