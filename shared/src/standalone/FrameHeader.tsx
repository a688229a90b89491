import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '../i18n/useLocale';
import { useStore } from 'react-redux';
import { signOut } from '../session/signOut';
import type { AppStore } from '../store/createStore';
import { LanguageSelect } from './LanguageSelect';
import type { StandaloneLink } from './types';
import '../ui/button/button.css';
import { Button } from '../ui/button/Button';

interface FrameHeaderProps {
  appName: string;
  links: StandaloneLink[];
}

export function FrameHeader({ appName, links }: FrameHeaderProps) {
  const { t } = useTranslation('common');
  const store = useStore() as AppStore;
  const localized = useLocalizedPath();
  return (
    <header className="qis-frame__header no-print">
      <span className="qis-frame__brand">
        {appName} <span className="qis-frame__badge">{t('standalone.badge')}</span>
      </span>
      <nav aria-label={t('standalone.navLabel', { appName })} className="qis-frame__nav">
        <ul>
          <li>
            <NavLink to={localized('/home')} end>
              {t('standalone.home')}
            </NavLink>
          </li>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={localized(link.to)} end>
                {t(link.labelKey, { ns: link.ns })}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="qis-frame__actions">
        <LanguageSelect />
        <Button onClick={() => signOut(store)}>{t('standalone.signOut')}</Button>
      </div>
    </header>
  );
}
