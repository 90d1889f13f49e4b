import { useEffect, useRef } from 'react';
import { about } from '../content/about.ts';
import { useMotionChoice } from '../hooks/use-motion-choice.ts';
import { MotionToggle } from './motion-toggle.tsx';

/**
 * The About page's media (spec section 2): the still image when `showImage` is set, otherwise a
 * short muted looping video that plays on its own, with a pause button. Visitors who prefer
 * reduced motion see its first frame until they press play.
 */
export function AboutMedia({ showImage }: { showImage: boolean }) {
  const { image, video } = about.media;
  if (showImage) {
    return (
      <img
        className="about-media"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        decoding="async"
      />
    );
  }
  return <AboutVideo {...video} />;
}

function AboutVideo(video: typeof about.media.video) {
  const ref = useRef<HTMLVideoElement>(null);
  const { playing, toggle } = useMotionChoice();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Playback starts from script (no autoplay attribute), so reduced motion never sees a frame
    // move. React does not always reflect `muted` onto the element, and browsers autoplay only
    // muted media. play() rejects when a pause interrupts it: nothing to report then.
    element.muted = true;
    if (playing) element.play().catch(() => undefined);
    else element.pause();
  }, [playing]);

  return (
    <figure className="about-media about-media--video">
      <video
        ref={ref}
        width={video.width}
        height={video.height}
        poster={video.poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={video.label}
      >
        <source src={video.webm} type="video/webm" />
        <source src={video.mp4} type="video/mp4" />
      </video>
      <figcaption>
        <MotionToggle playing={playing} onToggle={toggle} what="video" />
      </figcaption>
    </figure>
  );
}
