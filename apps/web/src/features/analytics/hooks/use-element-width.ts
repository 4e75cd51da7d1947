import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element behind the returned ref, following resizes, so an SVG chart draws at
 * its real size (a scaled viewBox would shrink its text on a phone). `fallback` until measured,
 * and where ResizeObserver is missing (tests).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.floor(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
