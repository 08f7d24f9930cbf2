import type { CourseConfiguration, DeploymentSettings } from '@sa/contracts';
import { hasRoleAtLeast, type Role } from '@sa/domain';
import type { Area, AreaNavLink, CourseFlag, Requirement } from './types';

export interface AccessContext {
  signedIn: boolean;
  role: Role | null;
  courseId: number | null;
  course: Partial<Pick<CourseConfiguration, CourseFlag>> | null;
  deployment: Pick<DeploymentSettings, 'enableRepositoryAssessments'>;
}

export function meetsRequirement(requires: Requirement | undefined, ctx: AccessContext): boolean {
  if (!requires) return true;
  if (requires.signedIn && !ctx.signedIn) return false;
  if (requires.role && !hasRoleAtLeast(ctx.role, requires.role)) return false;
  if (requires.courseFlag !== undefined) {
    const flags: readonly CourseFlag[] =
      typeof requires.courseFlag === 'string' ? [requires.courseFlag] : requires.courseFlag;
    if (!flags.some((flag) => ctx.course?.[flag])) return false;
  }
  if (requires.deploymentFlag && !ctx.deployment[requires.deploymentFlag]) return false;
  return true;
}

export interface ResolvedNavLink extends Omit<AreaNavLink, 'scope' | 'path'> {
  key: string;
  to: string;
  placement: NonNullable<AreaNavLink['placement']>;
}

/** The links the navbar shows, in registry order; course links need a chosen course. */
export function visibleNavLinks(areas: readonly Area[], ctx: AccessContext): ResolvedNavLink[] {
  return areas.flatMap((area) =>
    (area.navLinks ?? []).flatMap((link): ResolvedNavLink[] => {
      if (!meetsRequirement(link.requires, ctx)) return [];
      if (link.scope === 'course' && ctx.courseId === null) return [];
      const { scope, path, ...rest } = link;
      const to = scope === 'course' ? `/courses/${ctx.courseId}/${path.replace(/^\//, '')}` : path;
      return [{ ...rest, key: `${area.id}:${to}`, to, placement: link.placement ?? 'main' }];
    }),
  );
}

export function hasArea(areas: readonly Area[], id: string): boolean {
  return areas.some((area) => area.id === id);
}
