import { describe, expect, it, vi } from 'vitest';

describe('notify', () => {
  it('asks the layout for the toast host on the first toast and shows it through react-toastify', async () => {
    const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
    vi.doMock('react-toastify', () => ({ toast }));
    // Load the mock once from here: the runner then hands it to toast.ts's dynamic import too.
    await import('react-toastify');
    const { notify, toastRequests } = await import('./toast.ts');
    const listener = vi.fn();
    toastRequests.subscribe(listener);
    expect(toastRequests.requested()).toBe(false);

    notify.success('Login successful!', 3000);
    notify.error('Upload failed!');

    expect(toastRequests.requested()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    // notify() loads react-toastify asynchronously: give it a few turns of the event loop.
    for (let turn = 0; turn < 40 && toast.error.mock.calls.length === 0; turn++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(toast.success).toHaveBeenCalledWith('Login successful!', { autoClose: 3000 });
    expect(toast.error.mock.calls[0]?.[0]).toBe('Upload failed!');
  });
});
