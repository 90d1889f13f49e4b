import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { team } from '../content/team.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import { useMotionChoice } from '../hooks/use-motion-choice.ts';
import { MotionToggle } from './motion-toggle.tsx';
import { TeamCard } from './team-card.tsx';
import './team-carousel.css';

// Swiper (about 30 kB gzipped) loads when the carousel comes near the viewport: the carousel sits
// below the fold, and the prerendered slides below have the same geometry, so nothing moves
// when Swiper takes over. This keeps the home page's start-up JavaScript within its budget.
// The module is loaded before it replaces the slides, without React.lazy: a Suspense fallback
// would remount the prerendered row, and a keyboard user who had tabbed onto it lost focus to
// the top of the document (twice). A chunk that fails to load leaves the row in place.
const loadTeamSwiper = () => loadChunk(() => import('./team-swiper.tsx'));
type TeamSwiperComponent = Awaited<ReturnType<typeof loadTeamSwiper>>['default'];

/** The prerendered slides (and the view without JavaScript): a row that scrolls sideways. */
function StaticSlides() {
  return (
    <div className="team-carousel__static" tabIndex={0} role="region" aria-label="Team members">
      <ul className="team-carousel__track">
        {team.map((member) => (
          <li key={member.id} className="team-carousel__slide">
            <TeamCard member={member} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The team carousel of the home page (spec sections 2, 4 and 9): autoplays every 3 s with 0.8 s
 * transitions, loops, 1 slide below 640 px and 2 from 640 px; previous/next and pause buttons;
 * no autoplay for visitors who prefer reduced motion.
 */
export function TeamCarousel() {
  const { playing, toggle } = useMotionChoice();
  const rootRef = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState<{ Swiper: TeamSwiperComponent; takeFocus: boolean } | null>(
    null,
  );
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadTeamSwiper().then(
          ({ default: Swiper }) => {
            const row = root.querySelector('.team-carousel__static');
            setLive({ Swiper, takeFocus: Boolean(row?.contains(document.activeElement)) });
          },
          (error: unknown) => console.warn('Team carousel not loaded:', error),
        );
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={rootRef}
      className="team-carousel"
      aria-roledescription="carousel"
      role="group"
      aria-label="Our team"
    >
      {live ? (
        <live.Swiper playing={playing} onReady={setSwiper} takeFocus={live.takeFocus} />
      ) : (
        <StaticSlides />
      )}
      <div className="team-carousel__controls">
        <button
          type="button"
          className="carousel-button"
          disabled={!swiper}
          onClick={() => swiper?.slidePrev()}
        >
          <span aria-hidden="true">←</span> Previous
          <span className="visually-hidden"> team member</span>
        </button>
        <MotionToggle playing={playing} onToggle={toggle} what="slideshow" disabled={!swiper} />
        <button
          type="button"
          className="carousel-button"
          disabled={!swiper}
          onClick={() => swiper?.slideNext()}
        >
          Next<span className="visually-hidden"> team member</span>{' '}
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
