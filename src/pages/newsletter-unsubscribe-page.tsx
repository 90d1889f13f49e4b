import { useSearchParams } from 'react-router-dom';
import { useNewsletterUnsubscribe } from '../features/newsletter/use-newsletter-unsubscribe.ts';

/** `/newsletter/unsubscribe?token=…`, the link in every newsletter e-mail; no login needed. */
export default function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const { state, unsubscribe } = useNewsletterUnsubscribe(params.get('token'));
  return (
    <section className="section">
      <h1>Unsubscribe from our newsletter</h1>
      {(state.step === 'confirm' || state.step === 'working') && (
        <>
          <p>Press the button to stop receiving our newsletter at this address.</p>
          <button
            type="button"
            className="button button--primary"
            disabled={state.step === 'working'}
            aria-busy={state.step === 'working'}
            onClick={() => void unsubscribe()}
          >
            {state.step === 'working' ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </>
      )}
      <p role="status">{state.step === 'done' || state.step === 'failed' ? state.message : ''}</p>
    </section>
  );
}
