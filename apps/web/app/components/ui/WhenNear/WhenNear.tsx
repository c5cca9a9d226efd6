import { type ReactNode, Suspense, useRef } from 'react';
import { useNearScreen } from '../../../lib/useNearScreen';

/** How far ahead of the screen a part starts loading: about half a phone's screen. */
const AHEAD = '400px 0px';

/**
 * Renders `children` once their place comes within half a screen of the viewport: a part below
 * the fold (its code, its API call) is loaded when the guest scrolls towards it, not with the
 * page. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ children, id }: { children: ReactNode; id?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, AHEAD, true);
  return (
    <div ref={place} id={id}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
