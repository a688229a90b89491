import { useTranslation } from 'react-i18next';
import { PageSection } from '@qis/shared/ui';
import { selectUser, useAppSelector } from '@qis/shared';
import { PASSWORD_NS } from './i18n';
import { ChangePasswordForm } from './ChangePasswordForm';
import styles from './Password.module.css';

/** The profile's "Change password" block. */
export function ChangePasswordSection() {
  const { t } = useTranslation(PASSWORD_NS);
  const user = useAppSelector(selectUser);
  return (
    <PageSection title={t('change.title')}>
      <p className={styles.intro}>{t('change.intro')}</p>
      <ChangePasswordForm email={user?.email ?? ''} />
    </PageSection>
  );
}
