import { baseApi } from '@qis/shared';
import type { ContactRequest, ContactResponse } from '@qis/contract/api';

/** The contact form's one call: POST /api/contact. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSendContact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useAccountSendContactMutation } = contactApi;
