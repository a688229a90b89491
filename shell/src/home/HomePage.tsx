import { useTranslation } from 'react-i18next';
import { appPath, selectUser, useAppSelector, useLocalizedPath, Link } from '@qis/shared';
import { Page } from '@qis/shared/ui';
import { HOME_NS } from './i18n';
import { allRouteRows, useRouteTables, type RouteTables } from '../remotes/routeTables';
import { TileIcon } from './TileIcon';
import './home.css';

/**
 * The home tiles, read from the route tables: each row with a `homeTile` place, in that order, labelled
 * by its menu key (`tiles.<key>` in the home translations, from the table's labels). Shown in every
 * locale, as the spec's five are.
 */
export function homeTiles(tables: RouteTables): { key: string; path: string }[] {
  return allRouteRows(tables)
    .flatMap((row) =>
      row.homeTile !== undefined && row.menu
        ? [{ place: row.homeTile, key: row.menu.key, path: appPath(row) }]
        : [],
    )
    .sort((a, b) => a.place - b.place)
    .map(({ key, path }) => ({ key, path }));
}

export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const localized = useLocalizedPath();
  const user = useAppSelector(selectUser);
  const routeTables = useRouteTables();
  const tiles = routeTables.status === 'ready' ? homeTiles(routeTables.tables) : [];

  return (
    <Page
      title={user?.firstName ? t('title', { name: user.firstName }) : t('titleAnonymous')}
      intro={t('intro')}
    >
      <ul className="shell-home__tiles">
        {tiles.map(({ key, path }) => (
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
