import { toast } from '../components/ui/toast.ts';
import { ApiError } from './api-client.ts';

/** Shows the server's message for a failed request, or the screen's own words when it sent none. */
export const failed = (err: unknown, fallback: string) => toast.error(err instanceof ApiError ? err.message : fallback);
