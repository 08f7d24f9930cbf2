import { Classes } from '@blueprintjs/core';
import { NavLink } from 'react-router';
import type { ResolvedNavLink } from '../area-rules/rules';

/** Registry links drawn as minimal buttons; the current one is marked active. */
export function NavLinks({
  links,
  vertical = false,
  onNavigate,
}: {
  links: readonly ResolvedNavLink[];
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  return links.map((link) => (
    <NavLink
      key={link.key}
      to={link.to}
      aria-label={link.iconOnly ? link.label : undefined}
      title={link.iconOnly ? link.label : undefined}
      onClick={onNavigate}
      className={({ isActive }) =>
        [Classes.BUTTON, Classes.MINIMAL, vertical ? Classes.FILL : '', isActive ? Classes.ACTIVE : '']
          .filter(Boolean)
          .join(' ')
      }
    >
      {link.icon}
      {link.iconOnly ? null : <span className={Classes.BUTTON_TEXT}>{link.label}</span>}
    </NavLink>
  ));
}
