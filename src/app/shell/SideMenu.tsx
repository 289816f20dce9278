import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { sideMenuToggled } from '@/store/uiSlice';
import { MenuList } from './MenuList';
import { SideMenuSheet } from './SideMenuSheet';

/** The side menu: fixed from 1024 px, a slide-in on smaller screens that closes on navigation. */
export function SideMenu() {
  const desktop = useMediaQuery(LARGE_SCREEN);
  const open = useAppSelector((state) => state.ui.sideMenuOpen);
  const dispatch = useAppDispatch();
  if (desktop) {
    return (
      <aside className="portal-sidebar">
        <MenuList />
      </aside>
    );
  }
  return <SideMenuSheet show={open} onHide={() => dispatch(sideMenuToggled(false))} />;
}
