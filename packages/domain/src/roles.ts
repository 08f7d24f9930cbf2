/** Course roles, from least to most privileged. */
export const ROLES = ['student', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const RANK: Readonly<Record<Role, number>> = { student: 0, staff: 1, admin: 2 };

/** True when `role` is at least as privileged as `required` (admin > staff > student). */
export function hasRoleAtLeast(role: Role | null | undefined, required: Role): boolean {
  return role != null && RANK[role] >= RANK[required];
}

/** Staff and admin share the staff tools (ground control, grading, dashboard...). */
export function isStaffOrAdmin(role: Role | null | undefined): boolean {
  return hasRoleAtLeast(role, 'staff');
}
