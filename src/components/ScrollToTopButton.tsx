import { useEffect, useState } from 'react';
import { SMOOTH_SCROLL_MS, scrollToTop } from '@/lib/scroll';

/** A 'Back to top' button that appears once the page is scrolled past `threshold` px (smooth 500 ms). */
export function ScrollToTopButton({ threshold = 50 }: { threshold?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  if (!shown) return null;
  return (
    <button type="button" className="btn btn-dark scroll-to-top shadow" onClick={() => scrollToTop(SMOOTH_SCROLL_MS)} aria-label="Back to top">
      <span aria-hidden="true">↑</span>
    </button>
  );
}
