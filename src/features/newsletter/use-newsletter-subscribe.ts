import { useCallback, useRef, useState, type FormEvent } from 'react';
import { loadChunk } from '../../lib/load-chunk.ts';

// The footer is on every page, so its rules and its sender load only when the visitor starts
// using the form, never with the page: no static import of either here.
const loadSubmit = () => loadChunk(() => import('./newsletter-submit.ts'));

const validate = async (email: string) => (await loadSubmit()).validateEmail(email);

/** The footer's newsletter form: the contract's rules, `POST /api/newsletter/subscribe`, toasts. */
export function useNewsletterSubscribe() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The state above drives the button; this ref stops a second submit that arrives before the
  // busy render (a double Enter while the rules load), which the state would not see yet.
  const inFlight = useRef(false);

  const change = useCallback(
    (value: string) => {
      setEmail(value);
      // After a first attempt, say as soon as the address becomes right (or wrong again).
      if (attempted) void validate(value).then(setError);
    },
    [attempted],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        setAttempted(true);
        const problem = await validate(email);
        setError(problem);
        if (problem) return;
        setBusy(true);
        if (await (await loadSubmit()).postSubscription(email)) {
          setEmail('');
          setAttempted(false);
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [email],
  );

  return { email, change, error, busy, submit, prefetch: loadSubmit };
}
