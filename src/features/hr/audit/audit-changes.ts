/** One changed field of an audit row, in words: its name and its value before and after. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function shown(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields an audit row changed, from its `before` and `after` (objects of the changed fields,
 * or either missing: a creation has no before). Anything else is shown whole.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return fields.map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
  }
  if (before === undefined && after === undefined) return [];
  return [{ field: '(value)', before: shown(before), after: shown(after) }];
}
