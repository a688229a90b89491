import { baseApi, contractQuery } from '@qis/shared';
import type { ContactRequest, ContactResponse } from '@qis/contract/api';

/** The contact form's one call: POST /api/contact. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSendContact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => contractQuery('POST /api/contact', { body }),
    }),
  }),
});

export const { useAccountSendContactMutation } = contactApi;
