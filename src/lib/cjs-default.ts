/**
 * Vite 8 hands the default import of some old CommonJS packages (react-fast-marquee,
 * react-phone-input-2) over as the module object `{ default: Component }` in the production
 * build, and React then throws error #130. This unwraps it; React components built with
 * forwardRef or memo are objects too, so only an object without `$$typeof` is unwrapped.
 */
export function cjsDefault<T>(imported: T): T {
  const value = imported as unknown;
  if (typeof value === 'object' && value !== null && 'default' in value && !('$$typeof' in value)) {
    return (value as { default: T }).default;
  }
  return imported;
}
