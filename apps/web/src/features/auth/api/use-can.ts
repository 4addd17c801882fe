import { can, type Permission } from '@clinic/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from './auth.queries.ts';

/**
 * The signed-in user's permission check for menus, screens and buttons: `can('charges.cancel')`
 * is true when they hold any of the named permissions. The server checks again on every request.
 */
export function useCan(): (...needed: Permission[]) => boolean {
  const { data: user } = useQuery(meQuery);
  return (...needed) => can(user?.permissions, ...needed);
}
