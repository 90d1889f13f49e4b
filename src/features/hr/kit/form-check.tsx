import { Field } from 'formik';
import { useId } from 'react';

/**
 * A labelled Formik check box of the console's forms ("Tell them by e-mail"), with the line under
 * it that says what it does, tied to it by `aria-describedby`.
 */
export function FormCheck({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const hintId = useId();
  return (
    <div className="hr-field">
      <label className="hr-check">
        <Field type="checkbox" name={name} aria-describedby={hint ? hintId : undefined} />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="hr-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
