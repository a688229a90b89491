import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WeightEntry } from '@qis/contract/api';
import { Page } from '@qis/shared/ui';
import { PROFILE_NS } from './i18n';
import { WeightChart } from './chart/WeightChart';
import { AccountSection } from './account/AccountSection';
import { WeightForm } from './weight/WeightForm';
import { AccountDataSection } from './accountData/AccountDataSection';
import { ChangePasswordSection } from './password/ChangePasswordSection';
import type { PickedEntry } from './pickedEntry';
import styles from './ProfilePage.module.css';

/**
 * /profile: the weight chart, the account form and the weight form (a point picked on the chart fills
 * the weight form), then the member's data (download, deletion) and the password change.
 */
export default function ProfilePage() {
  const { t } = useTranslation(PROFILE_NS);
  const [picked, setPicked] = useState<PickedEntry | null>(null);
  const onSelect = useCallback(
    (entry: WeightEntry) => setPicked((previous) => ({ entry, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );

  return (
    <Page title={t('title')}>
      <WeightChart onSelect={onSelect} />
      <div className={`qis-page__columns ${styles.columns}`}>
        <AccountSection />
        <WeightForm picked={picked} />
      </div>
      <div className={`qis-page__columns ${styles.columns}`}>
        <AccountDataSection />
        <ChangePasswordSection />
      </div>
    </Page>
  );
}
