import { string } from 'yup';

/**
 * A text field that must arrive as text. yup's `string()` turns `true` into "true" and `5` into
 * "5", and its own `trim()` throws a TypeError on an array or object (a 500 in the API); these
 * look at the value as sent instead: anything but a string is refused with `typeError`.
 */
export function strictText(label: string) {
  return string()
    .typeError(`${label} must be text`)
    .transform((_value: unknown, original: unknown) => original);
}

/** `strictText`, trimmed. */
export function trimmedText(label: string) {
  return string()
    .typeError(`${label} must be text`)
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original,
    );
}

// Characters that take no room on screen: controls, format characters (zero-width spaces and
// joiners, left-to-right and right-to-left marks and overrides), separators and combining marks
// with nothing to combine with, and the blank letters some scripts have (Hangul fillers, the
// braille blank).
const invisible = /[\p{Cc}\p{Cf}\p{Z}\p{M}\s\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** True when `value` has at least one character a reader can see. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(invisible, '').length > 0;
}
