import MarqueeImport from 'react-fast-marquee';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useMotionChoice } from '../hooks/use-motion-choice.ts';
import { cjsDefault } from '../lib/cjs-default.ts';
import { MotionToggle } from './motion-toggle.tsx';
import './logo-marquee.css';

const Marquee = cjsDefault(MarqueeImport);

export interface MarqueeLogo {
  src: string;
  name: string;
  width: number;
  height: number;
}

/**
 * A strip of logos scrolling sideways (react-fast-marquee), with a pause button; it stands still
 * for visitors who prefer reduced motion. The marquee repeats its logos to fill the strip, so it
 * is hidden from assistive technology and a plain list names each logo once instead.
 */
export function LogoMarquee({
  logos,
  speed,
  label,
}: {
  logos: MarqueeLogo[];
  /** Pixels per second (spec section 9: 50 for client logos, 80 for tools). */
  speed: number;
  label: string;
}) {
  const hydrated = useHydrated();
  const { playing, toggle } = useMotionChoice();
  return (
    <div className="logo-marquee" data-playing={hydrated && playing}>
      <ul className="visually-hidden" aria-label={label}>
        {logos.map((logo) => (
          <li key={logo.name}>{logo.name}</li>
        ))}
      </ul>
      <div aria-hidden="true" className="logo-marquee__strip">
        <Marquee speed={speed} play={hydrated && playing} pauseOnHover autoFill>
          {logos.map((logo) => (
            <img
              key={logo.name}
              className="logo-marquee__logo"
              src={logo.src}
              width={logo.width}
              height={logo.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ))}
        </Marquee>
      </div>
      <MotionToggle playing={playing} onToggle={toggle} what="logo strip" disabled={!hydrated} />
    </div>
  );
}
