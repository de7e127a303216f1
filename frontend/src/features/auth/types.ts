import type { Narrow, Schemas } from '@/lib/api-types';

export type Role = 'customer' | 'admin';

/**
 * The signed-in user as the API returns it (`/auth/sign-in`, `/auth/initialCheck`).
 * The schema types `role` as a string; `isUser` admits only these two.
 */
export type User = Narrow<Schemas['UserDto'], { role: Role }>;

export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'number' &&
    (candidate.role === 'customer' || candidate.role === 'admin') &&
    typeof candidate.email === 'string' &&
    typeof candidate.companyName === 'string' &&
    typeof candidate.phone === 'string'
  );
}

export type SignInValues = { email: string; password: string };
export type SignUpValues = { companyName: string; email: string; phone: string; password: string };
export type EmailValues = { email: string };
export type ResetPasswordValues = { newPassword: string; confirmPassword: string };
export type DeleteAccountValues = { password: string };
/** 'Meine Daten': the account's company name, phone and address ('' = none). */
export type ProfileValues = { companyName: string; phone: string; address: string };
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export type MessageResponse = Schemas['MessageBody'];
export type SignInResponse = Schemas['SignInAnswer'];
