import { useFormikContext } from 'formik';

/**
 * A console form's submit button, which says so while the form is on its way. aria-disabled, not
 * disabled: a focused button that becomes disabled drops focus.
 */
export function SubmitButton({
  label,
  busyLabel = 'Saving...',
  danger,
}: {
  label: string;
  busyLabel?: string;
  /** The change cannot be undone: the button says so by colour too. */
  danger?: boolean;
}) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className={`button ${danger ? 'button--danger' : 'button--primary'}`}
      aria-disabled={isSubmitting}
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}
