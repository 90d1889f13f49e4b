import { useEffect, useRef, useState } from 'react';
import { counterAnimationMs, counters, type Counter } from '../content/counters.ts';
import { useCountUp } from '../hooks/use-count-up.ts';
import { reducedMotionQuery, useMediaQuery } from '../hooks/use-media-query.ts';

function CounterFigure({ counter, running }: { counter: Counter; running: boolean }) {
  const value = useCountUp(counter.number, counterAnimationMs, running);
  return (
    <li className="stat-counter">
      {/* The moving number is hidden from screen readers, which get the final figure once. */}
      <span className="stat-counter__value" aria-hidden="true" data-counter={counter.id}>
        {value}
        {counter.suffix}
      </span>
      <span className="visually-hidden">
        {counter.number}
        {counter.suffix}
      </span>
      <span className="stat-counter__label">{counter.label}</span>
    </li>
  );
}

/**
 * The headline figures (157, 30+, 180+). They count up over 8 s when first scrolled into view;
 * without JavaScript, or for visitors who prefer reduced motion, they show the final figures.
 */
export function StatCounters() {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const listRef = useRef<HTMLUListElement>(null);
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <ul ref={listRef} className="stat-counters">
      {counters.map((counter) => (
        <CounterFigure key={counter.id} counter={counter} running={seen && !reducedMotion} />
      ))}
    </ul>
  );
}
