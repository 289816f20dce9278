import { NavLink, useLocation } from 'react-router';
import { intentPrefetch } from '@/components/intentPrefetch';
import { useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';
import { subMenuFor } from './subMenu';

/** The sub-menu of the case pages (and, as they land, reporting and the NPS dashboard). */
export function SubMenu() {
  const session = useAppSelector(selectSession);
  const { pathname } = useLocation();
  const links = subMenuFor(session, pathname);
  if (links.length === 0) return null;
  return (
    <nav aria-label="Section menu" className="portal-submenu">
      <ul className="nav nav-pills flex-nowrap">
        {links.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink to={link.to} end {...intentPrefetch(link.to)} className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
