import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector, useLocalizedPath, Link, VisuallyHidden } from '@qis/shared';
import { Logo } from '../brand/Logo';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { LAYOUT_NS } from './i18n';
import { ChatIcon, MenuIcon, PersonIcon } from './icons';

interface HeaderProps {
  menuId: string;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle, logo, language switcher, chat shortcut and the member's name (a link to the profile). */
export function Header({ menuId, menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const localized = useLocalizedPath();
  const user = useAppSelector(selectUser);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const profileName = name || t('header.profileFallback');

  return (
    <header className="shell-header no-print">
      <button
        type="button"
        className="shell-header__toggle"
        aria-controls={menuId}
        aria-expanded={menuOpen}
        onClick={onToggleMenu}
      >
        <MenuIcon />
        <VisuallyHidden>{t('header.toggleMenu')}</VisuallyHidden>
      </button>
      <Link className="shell-header__logo" to={localized('/home')} aria-label={t('header.home')}>
        <Logo />
      </Link>
      <div className="shell-header__actions">
        <LanguageSwitcher />
        <Link className="shell-header__chat" to={localized('/chat')}>
          <ChatIcon />
          <VisuallyHidden>{t('header.chat')}</VisuallyHidden>
        </Link>
        {/* Named by the label on a phone too, where the visible name gives way to the icon alone. */}
        <Link
          className="shell-header__profile"
          to={localized('/profile')}
          title={t('header.profile')}
          aria-label={profileName}
        >
          <PersonIcon />
          <span className="shell-header__profile-name">{profileName}</span>
        </Link>
      </div>
    </header>
  );
}
