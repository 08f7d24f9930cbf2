import { Classes, Drawer } from '@blueprintjs/core';
import type { ResolvedNavLink } from '../area-rules/rules';
import { NavLinks } from './NavLinks';

/** The navigation links in a drawer from the left, on narrow screens (a lazy chunk). */
export default function NavDrawer({
  links,
  onClose,
}: {
  links: readonly ResolvedNavLink[];
  onClose: () => void;
}) {
  return (
    <Drawer isOpen onClose={onClose} position="left" size="75%" title="Navigation">
      <nav className={`${Classes.DRAWER_BODY} sa-drawer-links`} aria-label="Main navigation">
        <NavLinks links={links} vertical onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
