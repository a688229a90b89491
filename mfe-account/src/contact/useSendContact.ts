import { useCallback } from 'react';
import { useLocale } from '@qis/shared';
import { useAccountSendContactMutation } from './api';
import { toContactRequest, type ContactFormValues } from './contactFormValues';

/** Sends the contact message in the page's locale; rejects when the API refuses it. */
export function useSendContact() {
  const locale = useLocale();
  const [send] = useAccountSendContactMutation();
  return useCallback(
    async (values: ContactFormValues) => {
      await send(toContactRequest(values, locale)).unwrap();
    },
    [locale, send],
  );
}
