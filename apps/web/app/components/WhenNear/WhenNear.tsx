import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/** How far ahead of the screen a part starts loading: about half a phone's screen. */
const AHEAD = '400px 0px';

/**
 * Renders `children` once their place comes within half a screen of the viewport: a part below
 * the fold (its code, its API call) is loaded when the guest scrolls towards it, not with the
 * page. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ children, id }: { children: ReactNode; id?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} id={id}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
