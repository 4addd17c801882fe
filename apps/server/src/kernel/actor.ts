/** Who did something, as the audit trail records it: the user (primary role) and the client address. */
export type Actor = { userId: string | null; name: string | null; role: string | null; ip: string | null };
