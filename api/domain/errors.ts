/**
 * Why a request cannot be done, in the rules' own words. Services and middleware throw these;
 * the HTTP layer turns each kind into a status code in one place (`http/errors.ts`), so no rule
 * knows about HTTP.
 */
export type FailureKind =
  | 'invalid' // the request breaks a rule of its shape or content
  | 'unauthenticated' // no login, or one that is no longer valid
  | 'forbidden' // logged in, but not allowed this
  | 'not-found'
  | 'conflict' // the state does not allow it now (already submitted, not started yet)
  | 'timeout' // the client stopped sending in the middle of a request
  | 'too-large'
  | 'unsupported-media'
  | 'too-many' // slow down: `retryAfterSeconds` says for how long
  | 'unavailable'; // the service cannot do it now (nothing to serve, busy)

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `throw fail.conflict('…')` reads as the rule it states. */
export const fail = {
  invalid: (message: string) => new DomainError('invalid', message),
  unauthenticated: (message: string) => new DomainError('unauthenticated', message),
  forbidden: (message: string) => new DomainError('forbidden', message),
  notFound: (message: string) => new DomainError('not-found', message),
  conflict: (message: string) => new DomainError('conflict', message),
  timeout: (message: string) => new DomainError('timeout', message),
  tooLarge: (message: string) => new DomainError('too-large', message),
  unsupportedMedia: (message: string) => new DomainError('unsupported-media', message),
  tooMany: (message: string, retryAfterSeconds: number) =>
    new DomainError('too-many', message, retryAfterSeconds),
  unavailable: (message: string, retryAfterSeconds?: number) =>
    new DomainError('unavailable', message, retryAfterSeconds),
};
