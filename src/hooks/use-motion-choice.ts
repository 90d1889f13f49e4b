import { useState } from 'react';
import { reducedMotionQuery, useMediaQuery } from './use-media-query.ts';

/**
 * Whether something that moves on its own (carousel, marquee, video) should be playing: yes by
 * default, no when the visitor prefers reduced motion, and whatever the visitor chose last with
 * the pause/play button. False on the server and before hydration is settled by the caller.
 */
export function useMotionChoice(): { playing: boolean; toggle: () => void } {
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  return { playing, toggle: () => setChoice(!playing) };
}
