import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LoadingView } from '../components/ui/state-views.tsx';
import { LoginPage } from './routes/login-page.tsx';

const lazyDisplay = async () => ({ Component: (await import('./routes/display-page.tsx')).DisplayPage });

/** The id of the one root route, under which the signed-in routes are added when first needed. */
const ROOT = 'root';

/**
 * The whole app under one root that shows a spinner while the first screen's code loads on a
 * full page load (React Router's hydrate fallback), so no route renders nothing meanwhile. Only the
 * open pages are here from the start: the sign-in page and the waiting-hall TV (its key is the
 * credential). `more` adds routes at once (the tests' full map).
 */
export function appRoutes(more: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: ROOT,
      hydrateFallbackElement: <LoadingView label="Loading" />,
      children: [{ path: '/login', element: <LoginPage /> }, { path: '/display/:key', lazy: lazyDisplay }, ...more],
    },
  ];
}

/**
 * Adds the signed-in routes (signed-in-routes.tsx) the first time a path is not an open page, so
 * the sign-in page's JavaScript holds neither the route map nor the guards (issue 34). React Router
 * asks again on later navigations to paths with parameters; once added, nothing more is loaded.
 */
export function signedInRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let loading: Promise<{ signedInRoutes: RouteObject[] }> | undefined;
  let added = false;
  return async ({ patch, path, signal }) => {
    if (added || path.startsWith('/display/')) return;
    const { signedInRoutes } = await (loading ??= import('./signed-in-routes.tsx'));
    // A navigation overtaken by another (sign-in navigates, and the page redirects) has a patch
    // that does nothing: the routes are added by the navigation that is still current.
    if (added || signal.aborted) return;
    patch(ROOT, signedInRoutes);
    added = true;
  };
}

export const router = createBrowserRouter(appRoutes(), { patchRoutesOnNavigation: signedInRoutesOnDemand() });
