import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page (instantly, even with smooth scrolling on <html>), before
 * the new page is painted: after a transition a passive effect may run a frame late, showing the page at the
 * previous page's offset first. The first render is no route change: a visitor may have scrolled the prerendered
 * page before it hydrated, and jumping to the top then would move what they were about to tap from under them.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
