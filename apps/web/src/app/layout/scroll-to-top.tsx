import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Pages start at the top when the route changes (pages-and-rules.md section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
