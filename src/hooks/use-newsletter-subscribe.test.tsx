import { act, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNewsletterSubscribe } from './use-newsletter-subscribe.ts';

const api = vi.hoisted(() => ({ postJson: vi.fn() }));
vi.mock('../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  postJson: api.postJson,
}));
vi.mock('../lib/toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts the hook in a real React root and hands back its latest value. */
function mountHook() {
  const current: { value?: ReturnType<typeof useNewsletterSubscribe> } = {};
  function Probe() {
    current.value = useNewsletterSubscribe();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Probe />));
  return { current, unmount: () => act(() => root.unmount()) };
}

const submitEvent = () => ({ preventDefault() {} }) as FormEvent<HTMLFormElement>;

afterEach(() => api.postJson.mockReset());

describe('the newsletter form', () => {
  it('sends one subscription when submitted twice before the busy render', async () => {
    let answer: (value: unknown) => void = () => {};
    api.postJson.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const hook = mountHook();
    act(() => hook.current.value?.change('asha@example.com'));
    const submit = hook.current.value?.submit;
    await act(async () => {
      const first = submit?.(submitEvent());
      const second = submit?.(submitEvent());
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
    expect(hook.current.value?.email).toBe('');
    expect(hook.current.value?.busy).toBe(false);
    hook.unmount();
  });
});
