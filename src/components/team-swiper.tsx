import { useEffect, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { team, teamCarousel } from '../content/team.ts';
import { reducedMotionQuery, useMediaQuery } from '../hooks/use-media-query.ts';
import { TeamCard } from './team-card.tsx';

/** The live carousel (lazy chunk with Swiper); `TeamCarousel` owns the buttons and the choice. */
export default function TeamSwiper({
  playing,
  onReady,
  takeFocus,
}: {
  playing: boolean;
  onReady: (swiper: SwiperInstance | null) => void;
  /** The prerendered row this replaces had keyboard focus. */
  takeFocus: boolean;
}) {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);

  useEffect(() => {
    onReady(swiper);
    return () => onReady(null);
  }, [swiper, onReady]);

  useEffect(() => {
    // Removing the focused row dropped focus to <body>: put it on the live carousel instead, so
    // the next Tab goes on from here (WCAG 2.4.3), not from the top of the page.
    if (swiper && takeFocus && document.activeElement === document.body) {
      swiper.el.setAttribute('tabindex', '-1');
      swiper.el.focus();
    }
  }, [swiper, takeFocus]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Swiper
      className="team-carousel__swiper"
      modules={[Autoplay, A11y]}
      onSwiper={setSwiper}
      loop
      // Reduced motion: slides change instantly (Swiper React passes prop changes on).
      speed={reducedMotion ? 0 : teamCarousel.speedMs}
      spaceBetween={24}
      slidesPerView={1}
      breakpoints={{ [teamCarousel.twoSlidesFromPx]: { slidesPerView: 2 } }}
      autoplay={{
        delay: teamCarousel.autoplayMs,
        disableOnInteraction: false,
        pauseOnMouseEnter: true,
        // Started here so hover-pause is wired up; the effect above stops it when not playing.
        enabled: true,
      }}
      a11y={{
        containerMessage: 'Team members',
        slideLabelMessage: '{{index}} of {{slidesLength}}',
      }}
    >
      {team.map((member) => (
        <SwiperSlide key={member.id}>
          <TeamCard member={member} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
