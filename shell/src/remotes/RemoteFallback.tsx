import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTES_NS } from './i18n';

/** What a section shows when its remote is down: inside the layout, with a retry that works. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(REMOTES_NS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message instead of a vanished control.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="shell-remote-fallback" role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="shell-remote-fallback__title">
        {t('failedTitle')}
      </h1>
      <p>{t('failedHint')}</p>
      <button type="button" className="qis-button qis-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
