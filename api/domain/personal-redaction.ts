/**
 * What an erasure leaves of a stored value (an audit row's before/after, an attempt event's
 * detail, a decision's reason): fields that only ever hold personal data are dropped whole, and
 * every other text has the erased person's values (name, e-mail, phone, one-time ID, network
 * addresses) replaced by `erasedMark`. Pure: the erasure services read the rows and write back
 * what this returns.
 */
export const erasedMark = '[erased]';

/** Keys whose values are personal data wherever they appear. */
export const personalKeys: ReadonlySet<string> = new Set([
  'fullName',
  'name',
  'email',
  'phone',
  'contact',
  'oneTimeId',
  'network',
  'device',
  'previousDevice',
  'toAddress',
  'message',
  'revokeReason',
  'reasonForDelay',
  'fileName',
]);

/**
 * The keys that hold who a person is (not what was written about them): the values an erasure
 * searches for elsewhere. A reason or a file name is dropped where it stands, never searched for:
 * "Withdrew" would match other people's rows.
 */
export const identityKeys: readonly string[] = [
  'fullName',
  'name',
  'email',
  'phone',
  'contact',
  'oneTimeId',
];

/**
 * Values shorter than this are not searched for in free text: replacing every "Al" or "12" would
 * mangle unrelated words while protecting no one (a real name, address or ID is longer).
 */
export const shortestErasedValue = 3;

/** The values to erase, cleaned: trimmed, long enough, longest first (so "Asha Patel" goes before "Asha"). */
export function erasableValues(values: readonly (string | null | undefined)[]): string[] {
  const kept = new Set<string>();
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed && trimmed.length >= shortestErasedValue) kept.add(trimmed);
  }
  return [...kept].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of `values` (case-insensitive) replaced by the mark. */
export function redactText(text: string, values: readonly string[]): string {
  if (values.length === 0) return text;
  const pattern = new RegExp(values.map(escapeRegExp).join('|'), 'giu');
  return text.replace(pattern, erasedMark);
}

/**
 * A stored JSON value with the values redacted in every string and, in a row about the person
 * (`dropKeys`), their personal keys dropped. A row about someone else that mentions them keeps its
 * keys: those name the other person.
 */
export function redactJson(value: unknown, values: readonly string[], dropKeys = true): unknown {
  if (typeof value === 'string') return redactText(value, values);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, values, dropKeys));
  if (value !== null && typeof value === 'object') {
    const kept: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (dropKeys && personalKeys.has(key)) continue;
      kept[key] = redactJson(item, values, dropKeys);
    }
    return kept;
  }
  return value;
}

/** True when redacting changes the value (only changed rows are written back). */
export function changedByRedaction(
  value: unknown,
  values: readonly string[],
  dropKeys = true,
): boolean {
  return JSON.stringify(redactJson(value, values, dropKeys)) !== JSON.stringify(value);
}

/**
 * A person's values to erase: `distinctive` ones (an e-mail address, a phone number, a one-time
 * ID, a network address) are searched for in any row; a name, which other people may share in
 * part, only in rows already tied to the person or mentioning a distinctive value. `all` is what
 * is replaced wherever a row is redacted.
 */
export interface PersonValues {
  distinctive: string[];
  all: string[];
}

export function personValues(
  names: readonly (string | null | undefined)[],
  distinctive: readonly (string | null | undefined)[],
): PersonValues {
  return {
    distinctive: erasableValues(distinctive),
    all: erasableValues([...names, ...distinctive]),
  };
}
