/**
 * Wraps an asynchronous check (a form's validation) so that every call resolves with the result
 * of the newest call: a result for values since changed is never reported, whatever order the
 * checks finish in. (Formik applies each validation's errors as it finishes.)
 */
export function newestResult<Input, Result>(
  check: (input: Input) => Promise<Result>,
): (input: Input) => Promise<Result> {
  let newest: Promise<Result> | undefined;
  return async (input) => {
    const started = check(input);
    newest = started;
    let awaited = started;
    for (;;) {
      const result = await awaited;
      if (newest === awaited) return result;
      awaited = newest;
    }
  };
}
