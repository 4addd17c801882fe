import { useLocation } from 'react-router';

/** Shows where the app has navigated to, so a test can assert on it. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
