import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { canEnter, canOpen, type Area, type ScreenDef } from '../areas.ts';

/**
 * A signed-in user who may not enter the area (or open this screen of it) goes to /unauthorized.
 */
export function RequirePermission({ area, screen }: { area: Area; screen?: ScreenDef }) {
  const { data: user } = useQuery(meQuery);
  const allowed = screen ? canOpen(area, screen, user?.permissions) : canEnter(area, user?.permissions);
  if (!user || !allowed) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
