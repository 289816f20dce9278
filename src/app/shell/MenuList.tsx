import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/store/typedHooks';
import { sideMenuToggled } from '@/store/uiSlice';
import { selectSession } from '@/store/sessionSlice';
import { isMenuGroup, menuFor, type MenuIconName, type MenuLink } from './menu';
import { intentPrefetch } from '@/components/intentPrefetch';
import type * as MenuIcons from './menuIcons';

type Icons = typeof MenuIcons;
let icons: Icons | null = null;
let loadingIcons: Promise<Icons> | null = null;
/** The icons' module, asked for once (after the first paint: effects run after it). */
const loadIcons = () =>
  (loadingIcons ??= import('./menuIcons').then(
    (module) => (icons = module),
    (error: unknown) => {
      loadingIcons = null;
      throw error;
    },
  ));

/** One decorative icon: an empty box of its size until the icons have loaded (the label never moves). */
function MenuIcon({ name }: { name: MenuIconName }) {
  const [loaded, setLoaded] = useState(icons);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    // A failed load leaves the boxes: the icons are decorative, the labels say everything.
    loadIcons().then(
      (module) => live && setLoaded(module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  const Icon = loaded?.[name];
  return Icon ? <Icon className="side-menu-icon" size={18} aria-hidden="true" /> : <span className="side-menu-icon side-menu-icon-box" aria-hidden="true" />;
}

/** A menu entry. It closes the phone's menu itself: a link to the address already shown replaces it, which the route frame does not count as a navigation. */
function Link({ link, nested = false }: { link: MenuLink; nested?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <li>
      <NavLink
        to={link.to}
        end
        {...intentPrefetch(link.to)}
        onClick={() => dispatch(sideMenuToggled(false))}
        className={({ isActive }) => `side-menu-link${nested ? ' nested' : ''}${isActive ? ' active' : ''}`}
      >
        {link.icon && <MenuIcon name={link.icon} />}
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
                {entry.icon && <MenuIcon name={entry.icon} />}
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
