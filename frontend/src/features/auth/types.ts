export type Role = 'customer' | 'admin';

/** The signed-in user as the API returns it (`/auth/sign-in`, `/auth/initialCheck`). */
export type User = {
  userId: number;
  email: string;
  companyName: string;
  phone?: string;
  role: Role;
};

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'number' &&
    (candidate.role === 'customer' || candidate.role === 'admin') &&
    (candidate.email === undefined || typeof candidate.email === 'string') &&
    (candidate.companyName === undefined || typeof candidate.companyName === 'string') &&
    (candidate.phone === undefined || typeof candidate.phone === 'string')
  );
}

export type SignInValues = { email: string; password: string };
export type SignUpValues = { companyName: string; email: string; phone: string; password: string };
export type EmailValues = { email: string };
export type ResetPasswordValues = { newPassword: string; confirmPassword: string };

export type MessageResponse = { message: string };
export type SignInResponse = { user: User; message: string };
