import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTES_NS } from './i18n';
import { Button } from '@qis/shared/ui';

interface RemoteFallbackProps {
  onRetry: () => void;
  /** Why the remote's build was refused (incompatible with this shell), when it was. */
  problems?: readonly string[];
}

/** What a section shows when its remote is down or refused: inside the layout, with a retry that works. */
export function RemoteFallback({ onRetry, problems }: RemoteFallbackProps) {
  const { t } = useTranslation(REMOTES_NS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message instead of a vanished control.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="shell-notice" role="alert">
      <h1 ref={headingRef} tabIndex={-1} className="shell-remote-fallback__title">
        {t(problems ? 'refusedTitle' : 'failedTitle')}
      </h1>
      <p>{t(problems ? 'refusedHint' : 'failedHint')}</p>
      {problems && (
        // The checker's own words (English), as remote:check prints them: what the team must fix.
        <ul className="shell-remote-fallback__problems" lang="en">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <Button variant="primary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </section>
  );
}
