import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQuery } from '../../features/auth/api/auth.queries.ts';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { clinicClockQuery } from '../../lib/clinic-clock.ts';

/**
 * A guest is sent to /login with the page they wanted remembered; a user still on a temporary
 * password is held on /change-password. A signed-in user's screens wait for the clinic's clock,
 * so no date shows in a wrong zone first; if the clock cannot be read, the default zone stands.
 */
export function RequireAuth() {
  const location = useLocation();
  const me = useQuery(meQuery);
  const working = Boolean(me.data && !me.data.mustChangePassword);
  const clock = useQuery({ ...clinicClockQuery, enabled: working });
  if (me.isPending || (working && clock.isPending)) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (me.isError) {
    return <ErrorPanel message="Could not reach the server. Please try again." onRetry={() => void me.refetch()} />;
  }
  if (!me.data) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (me.data.mustChangePassword && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  return <Outlet />;
}
