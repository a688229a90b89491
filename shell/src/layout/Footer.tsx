import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useStatusQuery } from '@qis/shared';
import { LAYOUT_NS } from './i18n';
import { useMinuteClock } from './useMinuteClock';

/** The users-online count is polled every 60 s, the first call at once. */
export const STATUS_POLL_MS = 60_000;
/** The footer's date and time, day first in every locale. */
export const FOOTER_DATE_FORMAT = 'DD-MM-YYYY HH:mm';

export function Footer() {
  const { t } = useTranslation(LAYOUT_NS);
  const { data } = useStatusQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  const now = useMinuteClock();
  const users = data ? String(data.activeUsers) : t('footer.usersUnknown');

  return (
    <footer className="shell-footer no-print">
      <p className="shell-footer__users">{t('footer.usersOnline', { users })}</p>
      <p className="shell-footer__now">
        <span className="shell-visually-hidden">{t('footer.now')} </span>
        <time dateTime={dayjs(now).format('YYYY-MM-DDTHH:mm')}>{dayjs(now).format(FOOTER_DATE_FORMAT)}</time>
      </p>
    </footer>
  );
}
