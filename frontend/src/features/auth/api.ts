/** The account calls (spec §7 `/auth/*`, `/users/*`). */
import { env } from '@/config/env';
import { api } from '@/lib/api';
import type { Narrow, Schemas } from '@/lib/api-types';

import type { MessageResponse, SignInResponse, SignInValues, SignUpRequest, User } from './types';

export type InitialCheckResponse = Narrow<Schemas['InitialCheck'], { user?: User | null }>;
export type LogoutResponse = MessageResponse;

export type ActivationEmailRequest = Schemas['ActivationMailBody'];
export type ActivateUserRequest = Schemas['ActivateBody'];
export type ResetPasswordRequest = Schemas['ResetPasswordBody'];
/** `POST /users/me/delete`. */
export type DeleteAccountRequest = Schemas['DeleteAccountBody'];
/** `PUT /users/me`: the account's company name, phone, address, country, USt-IdNr. and billing address (`null`: none). */
export type UpdateMeRequest = Schemas['ProfileBody'];
/** `PUT /users/me/password`. */
export type ChangePasswordRequest = Schemas['PasswordChangeBody'];

/**
 * The signed-in user's data as a JSON file (`GET /users/me/export`). The
 * browser downloads it itself: the session cookie goes along, and the server
 * names the file (`Content-Disposition`).
 */
export const accountExportUrl = `${env.API_URL}/users/me/export`;
export const ACCOUNT_EXPORT_FILE_NAME = 'primecards-meine-daten.json';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    initialCheck: build.query<InitialCheckResponse, void>({
      query: () => '/auth/initialCheck',
      // Always ask the server; a cached answer would hide an expired session.
      keepUnusedDataFor: 0,
      providesTags: ['Auth'],
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    signIn: build.mutation<SignInResponse, SignInValues>({
      query: (body) => ({ url: '/auth/sign-in', method: 'POST', body }),
    }),
    signUp: build.mutation<MessageResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/sign-up', method: 'POST', body }),
    }),
    sendActivationEmail: build.mutation<MessageResponse, ActivationEmailRequest>({
      query: (body) => ({ url: '/users/send-activation-email', method: 'POST', body }),
    }),
    activateUser: build.mutation<MessageResponse, ActivateUserRequest>({
      query: (body) => ({ url: '/users/activate-user', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, Schemas['ForgotPasswordBody']>({
      query: (body) => ({ url: '/users/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/users/reset-password', method: 'POST', body }),
    }),
    /** Deletes the signed-in user's account; the server ends the session with it. */
    deleteAccount: build.mutation<MessageResponse, DeleteAccountRequest>({
      query: (body) => ({ url: '/users/me/delete', method: 'POST', body }),
    }),
    /** Saves the signed-in user's data and answers the user as stored. */
    updateMe: build.mutation<User, UpdateMeRequest>({
      query: (body) => ({ url: '/users/me', method: 'PUT', body }),
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/users/me/password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useSignInMutation,
  useSignUpMutation,
  useSendActivationEmailMutation,
  useActivateUserMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useDeleteAccountMutation,
  useUpdateMeMutation,
  useChangePasswordMutation,
} = authApi;

/** The link the activation e-mail should point to (the API builds its own from its public URL). */
export function activationLink(): string {
  return `${window.location.origin}/activate`;
}
