import { baseApi, type ContactRequest, type ContactResponse } from '@qis/shared';

/** The contact form's one call: POST /api/contact. */
export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSendContact: build.mutation<ContactResponse, ContactRequest>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useAccountSendContactMutation } = contactApi;
