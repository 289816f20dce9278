import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/sessionSlice';
import { sideMenuToggled } from '@/store/uiSlice';
import { isMenuGroup, menuFor, type MenuLink } from './menu';
import { LARGE_SCREEN, useMediaQuery } from '@/components/useMediaQuery';
import { intentPrefetch } from '@/components/intentPrefetch';

function Link({ link, nested = false }: { link: MenuLink; nested?: boolean }) {
  return (
    <li>
      <NavLink to={link.to} end {...intentPrefetch(link.to)} className={({ isActive }) => `side-menu-link${nested ? ' nested' : ''}${isActive ? ' active' : ''}`}>
        {link.label}
      </NavLink>
    </li>
  );
}

/** The menu's entries for the signed-in user. */
function MenuList() {
  const session = useAppSelector(selectSession);
  return (
    <nav aria-label="Main menu">
      <ul className="side-menu list-unstyled mb-0">
        {menuFor(session).map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.label} className="side-menu-group">
              <span className="side-menu-heading" id={`menu-${entry.label.replace(/\W+/g, '-')}`}>
                {entry.label}
              </span>
              <ul className="list-unstyled" aria-labelledby={`menu-${entry.label.replace(/\W+/g, '-')}`}>
                {entry.items.map((item) => (
                  <Link key={item.to} link={item} nested />
                ))}
              </ul>
            </li>
          ) : (
            <Link key={entry.to} link={entry} />
          ),
        )}
      </ul>
    </nav>
  );
}

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
  return (
    <Offcanvas show={open} onHide={() => dispatch(sideMenuToggled(false))} className="portal-offcanvas" aria-labelledby="side-menu-title">
      <Offcanvas.Header closeButton closeLabel="Close menu">
        <Offcanvas.Title id="side-menu-title" as="h2" className="h5">
          Menu
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="p-0">
        <MenuList />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
