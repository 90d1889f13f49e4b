const key = 'testDeviceId';

/**
 * This browser's name for the test API (`X-Test-Device`): random, kept in localStorage, so every
 * tab and reload of this browser is the same window to the server, and another browser is not.
 * The newest window to open a test drives it.
 */
export function testDeviceId(): string {
  let id = localStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(key, id);
  }
  return id;
}
