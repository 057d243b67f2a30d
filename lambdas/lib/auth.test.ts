import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/admin/roles';
import { AppError } from '../../shared/errors';
import { httpEvent } from './api-gateway-events';
import { staffWith, type StaffCheckDeps } from './auth';

/** A staff request of user `sub-1` (Cognito user name `user-1`) whose role and MFA settings the test names. */
function check(role: StaffRole, twoFactor: boolean, permission: Parameters<typeof staffWith>[0] = 'dashboard:read') {
  const asked: string[] = [];
  const deps: StaffCheckDeps = {
    caller: async () => ({ userId: 'sub-1', role }),
    hasTwoFactor: async (username) => {
      asked.push(username);
      return twoFactor;
    },
  };
  const event = httpEvent({ method: 'GET', path: '/api/admin/bookings', claims: { sub: 'sub-1', username: 'user-1' } });
  const outcome = staffWith(permission, deps)(event).then(
    (caller) => ({ caller }),
    (error: AppError) => ({ refused: error.code }),
  );
  return { outcome, asked };
}

describe('staff routes and two-factor sign-in', () => {
  it('refuse an administrator whose account has no two-factor sign-in, with TWO_FACTOR_REQUIRED', async () => {
    const { outcome, asked } = check('admin', false);
    expect(await outcome).toEqual({ refused: 'TWO_FACTOR_REQUIRED' });
    expect(asked).toEqual(['user-1']);
  });

  it('serve an administrator with two-factor sign-in on', async () => {
    expect(await check('admin', true).outcome).toEqual({ caller: { userId: 'sub-1', role: 'admin' } });
  });

  it('serve editors and viewers with or without it, without asking the user pool', async () => {
    for (const role of ['editor', 'viewer'] as const) {
      const { outcome, asked } = check(role, false);
      expect(await outcome).toEqual({ caller: { userId: 'sub-1', role } });
      expect(asked).toEqual([]);
    }
  });

  it('still answer FORBIDDEN first when the role lacks the permission', async () => {
    expect(await check('viewer', true, 'staff:manage').outcome).toEqual({ refused: 'FORBIDDEN' });
  });
});
