import Offcanvas from 'react-bootstrap/Offcanvas';
import { MenuList } from './MenuList';

/** The side menu below 1024 px: a slide-in sheet (its Offcanvas code loads on phones only). */
export default function SideMenuSheet({ show, onHide }: { show: boolean; onHide: () => void }) {
  return (
    <Offcanvas show={show} onHide={onHide} className="portal-offcanvas" aria-labelledby="side-menu-title">
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
