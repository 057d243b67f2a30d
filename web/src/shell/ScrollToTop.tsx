import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page (instantly, even with smooth scrolling on <html>), before
 * the new page is painted: after a transition a passive effect may run a frame late, showing the page at the
 * previous page's offset first.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
