import PhoneInputModule, { type PhoneInputProps } from 'react-phone-input-2';

/**
 * react-phone-input-2 is CommonJS: with Vite 8 in a `"type": "module"` app its default import can
 * arrive as `{ default: Component }` (React error #130 in the built site, stack notes). Unwrap it
 * here, once.
 */
const PhoneInput =
  (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ??
  PhoneInputModule;

export type { PhoneInputProps };

export function PhoneNumberInput(props: PhoneInputProps) {
  return <PhoneInput {...props} />;
}
