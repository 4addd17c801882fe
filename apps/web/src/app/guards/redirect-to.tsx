import { generatePath, Navigate, useLocation, useParams } from 'react-router';

/** Keeps the spec's other link spellings alive by redirecting them, with their ids, to the real route. */
export function RedirectTo({ pattern }: { pattern: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${generatePath(pattern, params)}${search}`} replace />;
}
