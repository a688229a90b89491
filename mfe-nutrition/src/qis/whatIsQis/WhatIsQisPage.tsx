import { useTranslation } from 'react-i18next';
import { Link, useLocalizedPath } from '@qis/shared';
import { Page, PageSection } from '@qis/shared/ui';
import { QIS_NS } from '../i18n';

/** /qis/what-is-qis: what QIS means, with the way on to the tools that use it. */
export default function WhatIsQisPage() {
  const { t } = useTranslation(QIS_NS);
  const localized = useLocalizedPath();
  return (
    <Page
      title={t('whatIsQis.title')}
      intro={
        <>
          <p>{t('whatIsQis.definition')}</p>
          <p>{t('whatIsQis.conversion')}</p>
          <p>{t('whatIsQis.need')}</p>
          <p>{t('whatIsQis.practice')}</p>
        </>
      }
    >
      <PageSection title={t('whatIsQis.toolsTitle')} variant="plain">
        <ul>
          <li>
            <Link to={localized('/meal-plan')}>{t('whatIsQis.mealPlanLink')}</Link>
          </li>
          <li>
            <Link to={localized('/qis/table')}>{t('whatIsQis.tableLink')}</Link>
          </li>
          <li>
            <Link to={localized('/useful/food-database')}>{t('whatIsQis.foodDatabaseLink')}</Link>
          </li>
        </ul>
      </PageSection>
    </Page>
  );
}
