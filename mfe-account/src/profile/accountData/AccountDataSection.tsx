import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSection } from '@qis/shared/ui';
import { selectUser, useAppSelector } from '@qis/shared';
import { ACCOUNT_DATA_NS } from './i18n';
import { DownloadData } from './DownloadData';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import styles from './AccountData.module.css';

/** The profile's "Your data" block: a copy of everything kept (GDPR Articles 15 and 20), and leaving (Article 17). */
export function AccountDataSection() {
  const { t } = useTranslation(ACCOUNT_DATA_NS);
  const user = useAppSelector(selectUser);
  const [deleting, setDeleting] = useState(false);
  return (
    <PageSection title={t('title')}>
      <p className={styles.intro}>{t('intro')}</p>
      <DownloadData />
      <div className={styles.block}>
        <h3 className={styles.subtitle}>{t('delete.heading')}</h3>
        <p className={styles.text}>{t('delete.intro')}</p>
        <div>
          <Button className={styles.danger} onClick={() => setDeleting(true)}>
            {t('delete.open')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog
        open={deleting}
        memberNumber={user?.memberNumber ?? ''}
        email={user?.email ?? ''}
        onClose={() => setDeleting(false)}
      />
    </PageSection>
  );
}
