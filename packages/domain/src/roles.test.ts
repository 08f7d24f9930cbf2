import { describe, expect, it } from 'vitest';
import { hasRoleAtLeast, isStaffOrAdmin } from './roles';

describe('role ranks', () => {
  it('orders student < staff < admin', () => {
    expect(hasRoleAtLeast('admin', 'staff')).toBe(true);
    expect(hasRoleAtLeast('staff', 'staff')).toBe(true);
    expect(hasRoleAtLeast('student', 'staff')).toBe(false);
    expect(hasRoleAtLeast('staff', 'admin')).toBe(false);
  });

  it('treats a missing role as no access', () => {
    expect(hasRoleAtLeast(null, 'student')).toBe(false);
    expect(hasRoleAtLeast(undefined, 'student')).toBe(false);
    expect(isStaffOrAdmin(undefined)).toBe(false);
    expect(isStaffOrAdmin('staff')).toBe(true);
    expect(isStaffOrAdmin('student')).toBe(false);
  });
});
