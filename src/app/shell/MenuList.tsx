import { NavLink } from 'react-router';
import { useAppSelector } from '@/store/typedHooks';
import { selectSession } from '@/store/sessionSlice';
import { isMenuGroup, menuFor, type MenuLink } from './menu';
import { intentPrefetch } from '@/components/intentPrefetch';

function Link({ link, nested = false }: { link: MenuLink; nested?: boolean }) {
  return (
    <li>
      <NavLink
        to={link.to}
        end
        {...intentPrefetch(link.to)}
        className={({ isActive }) => `side-menu-link${nested ? ' nested' : ''}${isActive ? ' active' : ''}`}
      >
        {link.icon && <link.icon className="side-menu-icon" size={18} aria-hidden="true" />}
        {link.label}
      </NavLink>
    </li>
  );
}

/** The menu's entries for the signed-in user. */
export function MenuList() {
  const session = useAppSelector(selectSession);
  return (
    <nav aria-label="Main menu">
      <ul className="side-menu list-unstyled mb-0">
        {menuFor(session).map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.label} className="side-menu-group">
              <span className="side-menu-heading" id={`menu-${entry.label.replace(/\W+/g, '-')}`}>
                {entry.icon && <entry.icon className="side-menu-icon" size={18} aria-hidden="true" />}
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
