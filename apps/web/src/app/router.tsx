import type { Role } from '@clinic/shared/auth';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AREAS } from './areas.ts';
import { RedirectTo } from './guards/redirect-to.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { LINK_ALIASES } from './link-aliases.ts';
import { AREA_SCREENS, type ScreenDef } from './route-map.ts';
import { LoginPage } from './routes/login-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { UnauthorizedPage } from './routes/unauthorized-page.tsx';
import { LoadingView } from '../components/ui/state-views.tsx';

const lazyShell = async () => ({ Component: (await import('./shell/app-layout.tsx')).AppLayout });
const lazyLanding = async () => ({ Component: (await import('./routes/landing-page.tsx')).LandingPage });
const lazyAccount = async () => ({ Component: (await import('./routes/account-page.tsx')).AccountPage });
const lazyChangePassword = async () => ({
  Component: (await import('./routes/change-password-page.tsx')).ChangePasswordPage,
});

function screenRoute(screen: ScreenDef): RouteObject {
  const { load } = screen;
  if (load && screen.index) return { index: true, lazy: async () => ({ Component: await load() }) };
  if (load) return { path: screen.path, lazy: async () => ({ Component: await load() }) };
  return {
    path: screen.path,
    lazy: async () => {
      const { PendingScreen } = await import('./routes/pending-screen.tsx');
      return { element: <PendingScreen title={screen.title} /> };
    },
  };
}

function dashboardRoute(areaKey: string): RouteObject {
  return {
    index: true,
    lazy: async () => {
      const { AreaDashboard } = await import('./routes/area-dashboard.tsx');
      return { element: <AreaDashboard areaKey={areaKey} /> };
    },
  };
}

function group(path: string, role: Role, children: RouteObject[]): RouteObject {
  return { path, element: <RequireRole roles={[role]} />, children };
}

const areaGroups: RouteObject[] = AREAS.map((area) =>
  group(area.home.slice(1), area.role, [
    ...(AREA_SCREENS[area.key].some((s) => s.index) ? [] : [dashboardRoute(area.key)]),
    ...AREA_SCREENS[area.key].map(screenRoute),
  ]),
);

const schedulerGroup = group('scheduler', 'otscheduler', [
  { index: true, element: <Navigate to="/otscheduler" replace /> },
  ...AREA_SCREENS.scheduler.map(screenRoute),
]);

const aliases: RouteObject[] = LINK_ALIASES.map((alias) => ({
  path: alias.from,
  element: <RedirectTo pattern={alias.to} />,
}));

/** The whole route map: open pages, then the signed-in shell with one guarded group per area. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/unauthorized', element: <UnauthorizedPage /> },
  {
    element: <RequireAuth />,
    children: [
      { path: '/change-password', lazy: lazyChangePassword },
      {
        lazy: lazyShell,
        children: [
          { index: true, lazy: lazyLanding },
          { path: 'account', lazy: lazyAccount },
          ...areaGroups,
          schedulerGroup,
          ...aliases,
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The whole app under one root that shows a spinner while the first screen's code loads on a
 * full page load (React Router's hydrate fallback), so no route renders nothing meanwhile.
 */
export const appRoutes: RouteObject[] = [{ hydrateFallbackElement: <LoadingView label="Loading" />, children: routes }];

export const router = createBrowserRouter(appRoutes);
