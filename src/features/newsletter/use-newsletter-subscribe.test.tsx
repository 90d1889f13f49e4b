import { act, type FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountHook } from '../../test-support/mount-hook.tsx';
import { useNewsletterSubscribe } from './use-newsletter-subscribe.ts';

const api = vi.hoisted(() => ({ postJson: vi.fn() }));
vi.mock('../../lib/public-site-http.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  postJson: api.postJson,
}));
vi.mock('../../components/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const submitEvent = () => ({ preventDefault() {} }) as FormEvent<HTMLFormElement>;

afterEach(() => api.postJson.mockReset());

describe('the newsletter form', () => {
  it('sends one subscription when submitted twice before the busy render', async () => {
    let answer: (value: unknown) => void = () => {};
    api.postJson.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const hook = mountHook(useNewsletterSubscribe);
    act(() => hook.value.change('asha@example.com'));
    const { submit } = hook.value;
    await act(async () => {
      const first = submit(submitEvent());
      const second = submit(submitEvent());
      await vi.waitFor(() => expect(api.postJson).toHaveBeenCalled());
      answer({
        status: 201,
        body: { success: true, message: 'Subscribed' },
        retryAfterSeconds: null,
      });
      await Promise.all([first, second]);
    });
    expect(api.postJson).toHaveBeenCalledTimes(1);
    expect(api.postJson).toHaveBeenCalledWith('/api/newsletter/subscribe', {
      email: 'asha@example.com',
    });
    // Once it is over, the form works again.
    expect(hook.value.email).toBe('');
    expect(hook.value.busy).toBe(false);
    hook.unmount();
  });
});
