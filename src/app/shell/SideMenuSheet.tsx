import { Sheet } from '@/components/Sheet';
import { MenuList } from './MenuList';

/** The side menu below 1024 px: a slide-in sheet (its Offcanvas code loads on phones only, see Sheet). */
export function SideMenuSheet({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Sheet show={show} onHide={onHide} titleId="side-menu-title" title="Menu" closeLabel="Close menu" className="portal-offcanvas" bodyClassName="p-0">
      <MenuList />
    </Sheet>
  );
}
