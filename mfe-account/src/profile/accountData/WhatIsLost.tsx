import { useTranslation } from 'react-i18next';
import { ACCOUNT_DATA_NS } from './i18n';
import { useAccountGetWeightHistoryQuery } from '../api';
import styles from './AccountData.module.css';

/** What a deletion takes away, with the weights counted when the chart has already read them. */
export function WhatIsLost({ memberNumber }: { memberNumber: string }) {
  const { t } = useTranslation(ACCOUNT_DATA_NS);
  const { data: weights } = useAccountGetWeightHistoryQuery();
  return (
    <>
      <p className={styles.text}>{t('delete.lostIntro')}</p>
      <ul className={styles.lost}>
        <li>{t('delete.lost.profile', { memberNumber })}</li>
        <li>
          {weights ? t('delete.lost.weightsCounted', { count: weights.length }) : t('delete.lost.weights')}
        </li>
        <li>{t('delete.lost.diary')}</li>
        <li>{t('delete.lost.chat')}</li>
        <li>{t('delete.lost.fitness')}</li>
        <li>{t('delete.lost.contact')}</li>
      </ul>
      <p className={styles.text}>{t('delete.keepCopy')}</p>
    </>
  );
}
