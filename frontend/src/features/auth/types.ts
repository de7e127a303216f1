import type { Narrow, Schemas } from '@/lib/api-types';
import type { BillingAddressValues } from '@/lib/billing-address';

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
/** Sign-up's form; `businessBuyer` is the required confirmation of ordering as a business (§ 14 BGB). */
export type SignUpValues = {
  companyName: string;
  email: string;
  phone: string;
  password: string;
  businessBuyer: boolean;
};
/** What sign-up sends: the fields trimmed, and `businessBuyer: true`. */
export type SignUpRequest = Schemas['SignUpBody'];
export type EmailValues = { email: string };
export type ResetPasswordValues = { newPassword: string; confirmPassword: string };
export type DeleteAccountValues = { password: string };
/**
 * 'Meine Daten': the account's company name, phone and address ('' = none),
 * its country and USt-IdNr. ('' = none), and the billing address when it
 * differs (`billingDiffers`).
 */
export type ProfileValues = {
  companyName: string;
  phone: string;
  address: string;
  country: string;
  vatId: string;
  billingDiffers: boolean;
  billing: BillingAddressValues;
};
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export type MessageResponse = Schemas['MessageBody'];
export type SignInResponse = Schemas['SignInAnswer'];
