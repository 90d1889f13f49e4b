/** A clock the test moves: the app reads `clock.now`; `advance(ms)` moves it on. */
export function testClock(start: Date) {
  const clock = { now: start };
  return { clock, advance: (ms: number) => (clock.now = new Date(clock.now.getTime() + ms)) };
}
