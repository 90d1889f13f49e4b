import { scrollTopButtonAfterPx } from './layout-constants.ts';
import { reducedMotionQuery, useMediaQuery } from '../hooks/use-media-query.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import './scroll-to-top-button.css';

/** Floating button that appears once the page has scrolled past 100 px. */
export function ScrollToTopButton() {
  const visible = useScrolledPast(scrollTopButtonAfterPx);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 5l-7 7m7-7 7 7M12 5v14"
          stroke="currentColor"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
