import type { Locale } from '@qis/contract';
import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
} from '@qis/contract/api';
import { endSession } from '../session/endSession';
import { baseApi } from './baseApi';
import { contractQuery } from './contractQuery';
import { saveAttachment } from './attachment';

// These routes answer their refusals (a weak password and why, a wrong current password, a used
// link) in the member's language: asked for in the page's language, not the browser's.
const inLanguage = (locale: Locale) => ({ 'accept-language': locale });

type InLanguage<T> = T & { locale: Locale };

/** What the export is saved as when the server names no file. */
const EXPORT_FALLBACK_NAME = 'qis-export.json';

/**
 * The member's account and data (mfe-account's profile) and the forgotten password (the shell's pages
 * before sign-in). The reset calls go under /api/auth, so sessionFetch sends them without a bearer token.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountChangePassword: build.mutation<void, InLanguage<ChangePasswordRequest>>({
      query: ({ locale, ...body }) =>
        contractQuery('POST /api/account/password', { body, headers: inLanguage(locale) }),
    }),
    /** Downloads the export and saves it under the attachment's name; answers that name. */
    accountDownloadExport: build.mutation<{ fileName: string }, { locale: Locale }>({
      query: ({ locale }) =>
        contractQuery('GET /api/account/export', {
          headers: inLanguage(locale),
          cache: 'no-store',
          responseHandler: (response) =>
            response.ok ? saveAttachment(response, EXPORT_FALLBACK_NAME) : response.json().catch(() => null),
        }),
    }),
    /** Deletes the account, then ends the session on this page: the guard takes the member to /login. */
    accountDelete: build.mutation<void, InLanguage<DeleteAccountRequest>>({
      query: ({ locale, ...body }) =>
        contractQuery('DELETE /api/account', { body, headers: inLanguage(locale) }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        endSession(dispatch, 'account-deleted');
      },
    }),
    authRequestPasswordReset: build.mutation<void, PasswordResetRequest>({
      query: (body) =>
        contractQuery('POST /api/auth/password-reset', { body, headers: inLanguage(body.locale) }),
    }),
    authConfirmPasswordReset: build.mutation<void, InLanguage<PasswordResetConfirmRequest>>({
      query: ({ locale, ...body }) =>
        contractQuery('POST /api/auth/password-reset/confirm', { body, headers: inLanguage(locale) }),
    }),
  }),
});

export const {
  useAccountChangePasswordMutation,
  useAccountDownloadExportMutation,
  useAccountDeleteMutation,
  useAuthRequestPasswordResetMutation,
  useAuthConfirmPasswordResetMutation,
} = accountApi;
