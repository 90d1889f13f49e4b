import { useEffect, useRef } from 'react';
import { reducedMotionQuery, useMediaQuery } from '../hooks/use-media-query.ts';
import './cursor-follower.css';

/**
 * A soft ring that trails the mouse pointer. Only with a fine pointer that can hover (so never on
 * touch devices), from the medium breakpoint up, and never when the user asks for reduced motion.
 */
const enabledQuery = '(min-width: 768px) and (hover: hover) and (pointer: fine)';

export function CursorFollower() {
  const enabled = useMediaQuery(enabledQuery);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  if (!enabled || reducedMotion) return null;
  return <FollowerRing />;
}

function FollowerRing() {
  const ringRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const ring = ringRef.current;
    if (!ring) return;
    let frame = 0;
    let x = 0;
    let y = 0;
    const move = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      x = event.clientX;
      y = event.clientY;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        ring.style.transform = `translate3d(${x}px, ${y}px, 0)`;
        ring.dataset.visible = 'true';
      });
    };
    const hide = () => {
      ring.dataset.visible = 'false';
    };
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', hide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', hide);
    };
  }, []);

  return <div ref={ringRef} className="cursor-follower" data-visible="false" aria-hidden="true" />;
}
