/** What a list's filter control takes: the value shown and the change that replaces it. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Binds a list's filter controls to its query (`useListQuery` keeps it in the address): `field(key)`
 * is the value kept for that key and the change that writes it back, as Formik's `getFieldProps`
 * is for a form, so each control names its key once instead of in a value and again in a handler.
 */
export function queryFields<Q extends { [key in keyof Q]: string }>(
  values: Q,
  update: (change: Partial<NoInfer<Q>>) => void,
) {
  return (key: keyof Q & string): FieldBinding => ({
    value: values[key],
    // One key changes; the cast says the string the control gives is that key's value.
    onChange: (value) => update({ [key]: value } as Partial<Q>),
  });
}
