import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectIsOffline } from '../../session/connectivitySlice';
import { useAppSelector } from '../../store/hooks';
import './OfflineNotice.css';

/** How long "back online" stays after the connection returns. */
const BACK_ONLINE_MS = 4000;

/**
 * Says so while the API cannot be reached (the session is kept meanwhile), and briefly when it can be
 * again. The live region is always in the page, so screen readers announce both changes.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const offline = useAppSelector(selectIsOffline);
  const wasOffline = useRef(offline);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (offline) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [offline]);

  const message = offline ? t('connectivity.offline') : backOnline ? t('connectivity.online') : '';
  return (
    <div role="status" aria-live="polite" className="qis-offline no-print">
      {message && (
        <p className={`qis-offline__message${offline ? ' qis-offline__message--offline' : ''}`}>{message}</p>
      )}
    </div>
  );
}
