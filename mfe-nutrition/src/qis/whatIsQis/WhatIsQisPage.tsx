import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocalizedPath } from '@qis/shared';
import { QIS_NS } from '../i18n';
import styles from '../../common/Page.module.css';

/** /qis/what-is-qis (spec section 2): what QIS means, with the way on to the tools that use it. */
export default function WhatIsQisPage() {
  const { t } = useTranslation(QIS_NS);
  const titleId = useId();
  const localized = useLocalizedPath();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('whatIsQis.title')}
      </h1>
      <p className={styles.text}>{t('whatIsQis.definition')}</p>
      <p className={styles.text}>{t('whatIsQis.conversion')}</p>
      <p className={styles.text}>{t('whatIsQis.need')}</p>
      <p className={styles.text}>{t('whatIsQis.practice')}</p>
      <h2>{t('whatIsQis.toolsTitle')}</h2>
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
    </section>
  );
}
