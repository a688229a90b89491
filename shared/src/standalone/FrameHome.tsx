import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../i18n/useLocale';
import type { StandaloneLink } from './types';

interface FrameHomeProps {
  appName: string;
  links: StandaloneLink[];
}

/** The standalone frame's landing page: every screen of the remote, one click away. */
export function FrameHome({ appName, links }: FrameHomeProps) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="qis-frame-home-title">
      <h1 id="qis-frame-home-title">{appName}</h1>
      <p>{t('standalone.homeIntro', { appName })}</p>
      <ul className="qis-frame__home-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={localized(link.to)}>{t(link.labelKey, { ns: link.ns })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
