import { useTranslation } from 'react-i18next';
import { useFormatNumber, useStatusQuery, VisuallyHidden } from '@qis/shared';
import { footerTimestamp, isoMinute } from './footerTime';
import { LAYOUT_NS } from './i18n';
import { useMinuteClock } from './useMinuteClock';

/** The users-online count is polled every 60 s, the first call at once. */
export const STATUS_POLL_MS = 60_000;

export function Footer() {
  const { t } = useTranslation(LAYOUT_NS);
  const { data } = useStatusQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  const now = useMinuteClock();
  const formatNumber = useFormatNumber();
  const users = data ? formatNumber(data.activeUsers) : t('footer.usersUnknown');

  return (
    <footer className="shell-footer no-print">
      <p className="shell-footer__users">{t('footer.usersOnline', { users })}</p>
      <p className="shell-footer__now">
        <VisuallyHidden>{t('footer.now')} </VisuallyHidden>
        <time dateTime={isoMinute(now)}>{footerTimestamp(now)}</time>
      </p>
    </footer>
  );
}
