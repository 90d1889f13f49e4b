import { useState, type ReactNode } from 'react';

/**
 * A button whose press starts something that takes a while (the practical round, signing out).
 * While it runs the button says so and a second press does nothing: aria-disabled, not disabled,
 * as a focused button that becomes disabled drops focus. `onPress` resolves false when it failed,
 * and the button can be pressed again; true leaves it busy, as what it started moves the page on.
 */
export function PendingButton({
  className,
  busyLabel,
  onPress,
  children,
}: {
  className: string;
  /** What the button says while it runs; without it, it keeps its words. */
  busyLabel?: string;
  onPress: () => Promise<boolean>;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy}
      onClick={async () => {
        if (busy) return;
        setBusy(true);
        if (!(await onPress())) setBusy(false);
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
