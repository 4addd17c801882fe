/**
 * Every route but the sign-in page and the waiting-hall display: the signed-in shell with one guarded
 * group per area, and the pages a signed-in user meets. Loaded on demand (router.tsx), so the
 * sign-in page never waits for the route map, its screens' list and the guards (issue 34).
 */
import { Navigate, type RouteObject } from 'react-router';
import { AREAS, screenPath, type Area, type ScreenDef } from './areas.ts';
import { RedirectTo } from './guards/redirect-to.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequirePermission } from './guards/require-permission.tsx';
import { LINK_ALIASES } from './link-aliases.ts';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { UnauthorizedPage } from './routes/unauthorized-page.tsx';

const lazyShell = async () => ({ Component: (await import('./shell/app-layout.tsx')).AppLayout });
const lazyLanding = async () => ({ Component: (await import('./routes/landing-page.tsx')).LandingPage });
const lazyAccount = async () => ({ Component: (await import('./routes/account-page.tsx')).AccountPage });
const lazyChangePassword = async () => ({
  Component: (await import('./routes/change-password-page.tsx')).ChangePasswordPage,
});

function screenRoute(area: Area, screen: ScreenDef): RouteObject {
  const page: RouteObject = screen.index
    ? { index: true, lazy: async () => ({ Component: await screen.load() }) }
    : { path: screenPath(area, screen), lazy: async () => ({ Component: await screen.load() }) };
  return { element: <RequirePermission area={area} screen={screen} />, children: [page] };
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

/** One group per area at its home: the dashboard (unless a screen is the home) and each screen, guarded. */
const areaGroups: RouteObject[] = AREAS.map((area) => ({
  path: area.home,
  children: [
    ...(area.screens.some((s) => s.index)
      ? []
      : [{ element: <RequirePermission area={area} />, children: [dashboardRoute(area.key)] }]),
    ...area.screens.filter((s) => s.index || !s.path.startsWith('/')).map((s) => screenRoute(area, s)),
  ],
}));

/** Screens an area keeps outside its home (the OT area's /scheduler/... links), at their own paths. */
const outsideScreens: RouteObject[] = AREAS.flatMap((area) =>
  area.screens.filter((s) => s.path.startsWith('/')).map((s) => screenRoute(area, s)),
);

const schedulerHome: RouteObject = { path: '/scheduler', element: <Navigate to="/otscheduler" replace /> };

const aliases: RouteObject[] = LINK_ALIASES.map((alias) => ({
  path: alias.from,
  element: <RedirectTo pattern={alias.to} />,
}));

export const signedInRoutes: RouteObject[] = [
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
          ...outsideScreens,
          schedulerHome,
          ...aliases,
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
