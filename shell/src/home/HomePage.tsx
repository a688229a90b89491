import { useTranslation } from 'react-i18next';
import { selectUser, useAppSelector, useLocalizedPath, Link } from '@qis/shared';
import { Page } from '@qis/shared/ui';
import { HOME_NS } from './i18n';
import { TileIcon, type TileKey } from './TileIcon';
import './home.css';

/** The home tiles of spec section 2, in its order. */
export const HOME_TILES: readonly { key: TileKey; path: string }[] = [
  { key: 'chat', path: '/chat' },
  { key: 'gym', path: '/gym' },
  { key: 'mealPlan', path: '/meal-plan' },
  { key: 'magicMenus', path: '/magic-menus' },
  { key: 'contact', path: '/contact' },
];

export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const localized = useLocalizedPath();
  const user = useAppSelector(selectUser);

  return (
    <Page
      title={user?.firstName ? t('title', { name: user.firstName }) : t('titleAnonymous')}
      intro={t('intro')}
    >
      <ul className="shell-home__tiles">
        {HOME_TILES.map(({ key, path }) => (
          <li key={key}>
            <Link className="shell-home__tile" to={localized(path)}>
              <TileIcon tile={key} />
              <span className="shell-home__tile-title">{t(`tiles.${key}.title`)}</span>
              <span className="shell-home__tile-text">{t(`tiles.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
