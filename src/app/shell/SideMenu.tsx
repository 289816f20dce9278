import { useEffect } from 'react';
import { lazyDialog } from '@/components/lazyDialog';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { sideMenuToggled } from '@/store/uiSlice';
import { MenuList } from './MenuList';

const loadSheet = () => import('./SideMenuSheet');
const SideMenuSheet = lazyDialog(loadSheet);

/** The side menu: fixed from 1024 px, a slide-in on smaller screens that closes on navigation. */
export function SideMenu() {
  const desktop = useMediaQuery(LARGE_SCREEN);
  const open = useAppSelector((state) => state.ui.sideMenuOpen);
  const dispatch = useAppDispatch();
  // Phones fetch the sheet's code once the page has settled, so the first tap opens it at once.
  useEffect(() => {
    if (desktop) return undefined;
    const timer = window.setTimeout(() => void loadSheet(), 1500);
    return () => window.clearTimeout(timer);
  }, [desktop]);
  if (desktop) {
    return (
      <aside className="portal-sidebar">
        <MenuList />
      </aside>
    );
  }
  return <SideMenuSheet show={open} onHide={() => dispatch(sideMenuToggled(false))} />;
}
