/**
 * A candidate's login through the API (no browser), as the rule page completes it: the privacy
 * notice in force acknowledged, so the test can start. Returns the bearer token.
 */
export async function loginThroughApi(
  baseUrl: string,
  credentials: { oneTimeId: string; password: string },
): Promise<string> {
  const login = await fetch(`${baseUrl}/api/interview/one-time-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const body = (await login.json()) as {
    accessToken: string;
    data: { progress: { notice: { version: string } } };
  };
  const read = await fetch(`${baseUrl}/api/interview/privacy-notice`, {
    method: 'POST',
    headers: { authorization: `Bearer ${body.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ version: body.data.progress.notice.version }),
  });
  if (!read.ok) throw new Error(`privacy notice: ${read.status} ${await read.text()}`);
  return body.accessToken;
}

/**
 * `GET /api/interview/test/start` through the API, as the test page asks it: a place in the line
 * before the clock (a 503 with `queue`, issue 42; a busy test machine's server may answer it) is
 * asked again after its Retry-After, as the page does. Resolves to the first other answer.
 */
export async function startThroughApi(baseUrl: string, accessToken: string): Promise<Response> {
  for (;;) {
    const start = await fetch(`${baseUrl}/api/interview/test/start`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (start.status !== 503) return start;
    const body = (await start.clone().json()) as { queue?: unknown };
    if (!body.queue) return start;
    const waitSeconds = Number(start.headers.get('retry-after') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
  }
}
