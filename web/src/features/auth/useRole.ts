import { can, type Permission, type StaffRole } from '../../../../shared/admin/roles';
import { useAuth } from './useAuth';

/** The signed-in user's role (undefined while it is looked up) and what it allows. */
export function useRole(): { role?: StaffRole; can: (permission: Permission) => boolean } {
  const { role } = useAuth();
  return { role, can: (permission) => (role ? can(role, permission) : false) };
}
