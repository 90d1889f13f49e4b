import { fieldWordsOf, valueWordsOf } from './audit-field-words.ts';

/** One changed field of an audit row, in words: its name and its value before and after. */
export interface FieldChange {
  /** The field's key as stored (and exported): unique in a row. */
  key: string;
  field: string;
  before: string;
  after: string;
}

/**
 * The fields an audit row changed, from its `before` and `after` (objects of the changed fields,
 * or either missing: a creation has no before), named as the console's forms name them on a row
 * about `entityType`. Anything else is shown whole.
 */
export function fieldChanges(before: unknown, after: unknown, entityType?: string): FieldChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => ({
      key,
      field: fieldWordsOf(key, entityType),
      before: valueWordsOf(key, b[key]),
      after: valueWordsOf(key, a[key]),
    }));
  }
  if (before === undefined && after === undefined) return [];
  const whole = (value: unknown) => valueWordsOf('(value)', value);
  return [{ key: '(value)', field: '(value)', before: whole(before), after: whole(after) }];
}
