import { useEffect, useState, type RefObject } from 'react';

/** Parallax runs from this width up; narrower screens get the plain grid. */
export const PARALLAX_MIN_WIDTH = 1024;

/** Speed factor of the image at `index`: 0.5 plus 0.2 per index. */
export const parallaxSpeed = (index: number) => 0.5 + 0.2 * index;

/**
 * How far the section at `ref` has scrolled past the viewport centre, in px, while parallax is allowed
 * (wide screen, no reduced-motion preference); null otherwise. Each image multiplies it by its speed.
 */
export function useParallaxOffset(ref: RefObject<HTMLElement | null>): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${PARALLAX_MIN_WIDTH}px)`);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element || !wide.matches || still.matches) return setOffset(null);
      const rect = element.getBoundingClientRect();
      setOffset(rect.top + rect.height / 2 - window.innerHeight / 2);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    wide.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      wide.removeEventListener('change', schedule);
    };
  }, [ref]);
  return offset;
}
