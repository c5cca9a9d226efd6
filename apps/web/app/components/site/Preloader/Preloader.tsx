import { type CSSProperties, useEffect, useState } from 'react';
import './Preloader.css';

export interface PreloaderProps {
  /** How long the bar takes to fade once the app has started (site.preloader.fadeMs). */
  readonly fadeMs: number;
  /** The bar is gone at most this long after the page began loading (site.preloader.maxMs). */
  readonly maxMs: number;
  /** Shows the bar again while the router loads the next page. */
  readonly busy?: boolean;
  /** Milliseconds since the page began loading; `performance.now()` by default. */
  readonly elapsed?: () => number;
}

type Phase = 'starting' | 'fading' | 'done';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A thin progress bar at the top of the window while the app starts, never an overlay: the
 * prerendered page is readable at once. It is in the static HTML, fades out as soon as the app
 * has hydrated, and is gone by `maxMs` in all (a CSS animation hides it even if the script never
 * runs). It also shows while a navigation loads.
 */
export function Preloader({
  fadeMs,
  maxMs,
  busy = false,
  elapsed = () => performance.now(),
}: PreloaderProps) {
  const [phase, setPhase] = useState<Phase>('starting');

  // Once, when the app has started (the first effect after hydration).
  useEffect(() => {
    const fade = prefersReducedMotion() ? 0 : Math.min(fadeMs, Math.max(0, maxMs - elapsed()));
    if (fade <= 0) {
      setPhase('done');
      return undefined;
    }
    setPhase('fading');
    const timer = setTimeout(() => setPhase('done'), fade);
    return () => clearTimeout(timer);
  }, []);

  if (phase === 'done' && !busy) return null;
  const style = {
    '--preloader-fade': `${fadeMs}ms`,
    '--preloader-max': `${maxMs}ms`,
  } as CSSProperties;
  return (
    <div
      className="preloader"
      data-preloader={busy ? 'busy' : phase}
      style={style}
      aria-hidden="true"
    >
      <div className="preloader__bar" />
    </div>
  );
}
