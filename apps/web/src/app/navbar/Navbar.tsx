import { Alignment, Navbar as BpNavbar, Button, Classes } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAreas } from '../area-rules/context';
import { hasArea, visibleNavLinks } from '../area-rules/rules';
import { useAccessContext } from '../area-rules/useAccessContext';
import { useDeployment } from '../deployment';
import { useSession } from '../session/hooks';
import { BrandMenu, showsAssessmentTypesMenu } from './BrandMenu';
import { NavLinks } from './NavLinks';
import { UserMenu } from './UserMenu';
import { useIsNarrow } from './useIsNarrow';

export const DEFAULT_BRAND = 'Source Academy @ NUS';

/** The narrow screens' drawer loads when first opened (its overlay is not needed before). */
const NavDrawer = lazy(() => import('./NavDrawer'));

export function Navbar() {
  const areas = useAreas();
  const ctx = useAccessContext();
  const { playgroundOnly } = useDeployment();
  const shortName = useSession().profile?.courseConfiguration?.courseShortName;
  const narrow = useIsNarrow();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();

  const links = visibleNavLinks(areas, ctx);
  const main = links.filter((l) => l.placement === 'main');
  const staff = links.filter((l) => l.placement === 'staff');
  const end = links.filter((l) => l.placement === 'end');
  const brand = ctx.courseId !== null && shortName ? shortName : DEFAULT_BRAND;
  const home = ctx.courseId !== null ? `/courses/${ctx.courseId}` : '/welcome';
  const typeMenu =
    ctx.courseId !== null && hasArea(areas, 'assessments') && showsAssessmentTypesMenu(pathname);

  return (
    <BpNavbar className="sa-navbar">
      <BpNavbar.Group align={Alignment.START}>
        {narrow && main.length + staff.length > 0 ? (
          <Button
            variant="minimal"
            icon={<MenuIcon />}
            aria-label="Open navigation menu"
            onClick={() => setDrawerOpen(true)}
          />
        ) : null}
        <BpNavbar.Heading>
          <BrandMenu enabled={typeMenu}>
            <Link
              to={playgroundOnly ? '/playground' : home}
              className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
            >
              {brand}
            </Link>
          </BrandMenu>
        </BpNavbar.Heading>
        {narrow ? null : <NavLinks links={main} />}
      </BpNavbar.Group>
      <BpNavbar.Group align={Alignment.END}>
        {narrow ? null : <NavLinks links={staff} />}
        {staff.length > 0 && !narrow ? <BpNavbar.Divider /> : null}
        <NavLinks links={end} />
        {playgroundOnly ? null : <UserMenu />}
      </BpNavbar.Group>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <NavDrawer links={[...main, ...staff]} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </BpNavbar>
  );
}
