import { hasAnyRole, type Role } from '@clinic/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';

/** A signed-in user without one of these roles (clinicAdmin always passes) goes to /unauthorized. */
export function RequireRole({ roles }: { roles: Role[] }) {
  const { data: user } = useQuery(meQuery);
  if (!user || !hasAnyRole(user.roles, roles)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
