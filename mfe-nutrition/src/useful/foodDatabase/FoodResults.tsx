import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@qis/shared';
import type { FoodRow } from '@qis/contract/api';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { qisOf } from '../qis';
import { USEFUL_NS } from '../i18n';
import { DataTable } from '@qis/shared/ui';

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
  const figure = (key: string, header: string, value: (row: FoodRow) => number | null) => ({
    key,
    header,
    numeric: true,
    cell: (row: FoodRow) => orDash(value(row)),
  });
  return (
    <DataTable
      rows={rows}
      rowKey={(row, index) => `${row.name}-${index}`}
      caption={t('foodDatabase.count', { count: rows.length })}
      empty={t('foodDatabase.empty')}
      columns={[
        { key: 'food', header: t('food', { ns: NUTRITION_COMMON_NS }), cell: (row) => row.name },
        figure('qis', t('qisPer100g', { ns: NUTRITION_COMMON_NS }), (row) => qisOf(row.calories)),
        ...(details
          ? [
              figure('calories', t('foodDatabase.calories'), (row) => row.calories),
              figure('fat', t('foodDatabase.fat'), (row) => row.fat),
            ]
          : []),
      ]}
    />
  );
}
