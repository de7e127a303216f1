export type Role = 'customer' | 'admin';

/** The signed-in user as the API returns it (`/auth/sign-in`, `/auth/initialCheck`). */
export type User = {
  userId: number;
  email: string;
  companyName: string;
  role: Role;
};

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'number' &&
    (candidate.role === 'customer' || candidate.role === 'admin') &&
    (candidate.email === undefined || typeof candidate.email === 'string') &&
    (candidate.companyName === undefined || typeof candidate.companyName === 'string')
  );
}
