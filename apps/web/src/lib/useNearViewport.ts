import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport; once it has, it stays so. A heavy
 * part below the fold (the dashboard's chart on a phone) waits for it, so the first screen does not
 * pay for what is not yet seen. Where there is no IntersectionObserver, at once. The answered ref
 * is a callback, so an element that mounts later (after its data) is watched too.
 */
export function useNearViewport<T extends Element>(margin = '200px') {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [setElement, near] as const;
}
