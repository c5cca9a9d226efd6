import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within `margin` of the screen (and stays true once it has), for
 * parts that load when a visitor scrolls towards them. False while the page hydrates; where the
 * browser has no IntersectionObserver, `withoutObserver`.
 */
export function useNearScreen(
  ref: RefObject<Element | null>,
  margin: string,
  withoutObserver: boolean,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(withoutObserver);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin, withoutObserver]);
  return near;
}
