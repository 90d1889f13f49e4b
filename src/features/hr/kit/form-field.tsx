import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

type FieldProps = {
  name: string;
  label: string;
  /** A line under the label that says what the value is for or how to write it. */
  hint?: string;
  autoComplete?: string;
} & (
  | {
      kind?: 'input';
      type?: string;
      min?: number;
      max?: number;
      step?: number | 'any';
      /** The id of a `<datalist>` of suggestions. */
      list?: string;
    }
  | {
      kind: 'textarea';
      rows?: number;
      /** Code is typed here: monospace, spaces kept as typed (Tab still moves focus on). */
      monospace?: boolean;
    }
  | { kind: 'select'; children: ReactNode }
);

/**
 * One labelled Formik field of the console's forms: its error appears under it once touched,
 * tied to it by `aria-describedby` and `aria-invalid`, as is the hint.
 */
export function FormField(props: FieldProps) {
  const [field, meta] = useField(props.name);
  // Unique on the page: two forms may have a field of the same name (a reason) open at once.
  const id = `${useId()}${props.name.replace(/[^\w-]/g, '-')}`;
  const invalid = meta.touched && Boolean(meta.error);
  const describedBy =
    [props.hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    ...field,
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="hr-field">
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <p id={`${id}-hint`} className="hr-field__hint">
          {props.hint}
        </p>
      )}
      {props.kind === 'textarea' ? (
        <textarea
          {...common}
          rows={props.rows ?? 3}
          className={props.monospace ? 'hr-field__code' : undefined}
          spellCheck={props.monospace ? false : undefined}
        />
      ) : props.kind === 'select' ? (
        <select {...common}>{props.children}</select>
      ) : (
        <input
          {...common}
          value={field.value ?? ''}
          type={props.type ?? 'text'}
          min={props.min}
          max={props.max}
          step={props.step}
          list={props.list}
          autoComplete={props.autoComplete}
        />
      )}
      {invalid && (
        <p id={`${id}-error`} className="hr-field__error">
          {meta.error}
        </p>
      )}
    </div>
  );
}
