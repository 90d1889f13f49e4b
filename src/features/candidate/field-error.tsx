import { ErrorMessage } from 'formik';

/**
 * A candidate form field's error, shown once Formik has one for it: under the field, with the id
 * `<name>-error` that the field names in its aria-describedby, so a screen reader reads it there.
 */
export function FieldError({ name }: { name: string }) {
  return (
    <ErrorMessage name={name}>
      {(message) => (
        <p id={`${name}-error`} className="candidate-error">
          {message}
        </p>
      )}
    </ErrorMessage>
  );
}
