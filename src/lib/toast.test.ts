import { describe, expect, it, vi } from 'vitest';

const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
vi.mock('react-toastify', () => ({ toast }));

describe('notify', () => {
  it('asks the layout for the toast host on the first toast and shows it through react-toastify', async () => {
    const { notify, toastRequests } = await import('./toast.ts');
    const listener = vi.fn();
    toastRequests.subscribe(listener);
    expect(toastRequests.requested()).toBe(false);

    notify.success('Login successful!', 3000);
    notify.error('Upload failed!');

    expect(toastRequests.requested()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Login successful!', { autoClose: 3000 });
    expect(toast.error).toHaveBeenCalledWith('Upload failed!', undefined);
  });
});
