/** The pause/play button every self-moving element has (WCAG 2.2.2 Pause, Stop, Hide). */
export function MotionToggle({
  playing,
  onToggle,
  what,
  disabled = false,
}: {
  playing: boolean;
  onToggle: () => void;
  /** Completes the label: "Pause <what>" / "Play <what>". */
  what: string;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="motion-toggle" onClick={onToggle} disabled={disabled}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
        ) : (
          <path d="M4 2l10 6-10 6z" fill="currentColor" />
        )}
      </svg>
      {playing ? `Pause ${what}` : `Play ${what}`}
    </button>
  );
}
