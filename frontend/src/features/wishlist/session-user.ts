/**
 * The signed-in user's id. Features do not import each other, so this reads
 * the auth slice by its shape: the store mounts it at `state.auth`, and its
 * `user` is set exactly while someone is signed in (see `features/auth`).
 */
type WithSignedInUser = { auth: { user: { userId: number } | null } };

export const selectSignedInUserId = (state: WithSignedInUser): number | null => state.auth.user?.userId ?? null;
