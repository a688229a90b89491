import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@qis/shared';
import type { FoodRow } from '@qis/contract/api';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { qisOf } from '../qis';
import { USEFUL_NS } from '../i18n';
import styles from '../../common/Table.module.css';

interface FoodResultsProps {
  rows: FoodRow[];
  /** Detailed: name, QIS, calories, fat. Summary: name and QIS. */
  details: boolean;
}

export function FoodResults({ rows, details }: FoodResultsProps) {
  const { t } = useTranslation([USEFUL_NS, NUTRITION_COMMON_NS]);
  const formatNumber = useFormatNumber();
  // Where the source does not know a value, a dash says so rather than a misleading 0.
  const orDash = (value: number | null) => (value === null ? '–' : formatNumber(value));
  if (rows.length === 0) return <p className={styles.empty}>{t('foodDatabase.empty')}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t('foodDatabase.count', { count: rows.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('food', { ns: NUTRITION_COMMON_NS })}</th>
          <th scope="col" className={styles.number}>
            {t('qisPer100g', { ns: NUTRITION_COMMON_NS })}
          </th>
          {details ? (
            <>
              <th scope="col" className={styles.number}>
                {t('foodDatabase.calories')}
              </th>
              <th scope="col" className={styles.number}>
                {t('foodDatabase.fat')}
              </th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.name}-${index}`}>
            <td>{row.name}</td>
            <td className={styles.number}>{orDash(qisOf(row.calories))}</td>
            {details ? (
              <>
                <td className={styles.number}>{orDash(row.calories)}</td>
                <td className={styles.number}>{orDash(row.fat)}</td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
