import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, useAccountDownloadExportMutation, useFormatDate, useLocale } from '@qis/shared';
import { Button } from '@qis/shared/ui';
import { ACCOUNT_DATA_NS } from './i18n';
import styles from './AccountData.module.css';

type Outcome = { saved: string; at: Date } | { failed: string } | null;

/** "Download my data": the export saved as the file the server names, and a word on where it went. */
export function DownloadData() {
  const { t } = useTranslation(ACCOUNT_DATA_NS);
  const locale = useLocale();
  const formatDate = useFormatDate();
  const [download, { isLoading }] = useAccountDownloadExportMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onDownload = async () => {
    setOutcome(null);
    try {
      const { fileName } = await download({ locale }).unwrap();
      setOutcome({ saved: fileName, at: new Date() });
    } catch (error) {
      const answer = apiErrorOf(error);
      // A limit reached says so in the member's language; anything else is the server's trouble.
      setOutcome({ failed: answer?.status === 429 ? answer.message : t('download.failed') });
    }
  };

  return (
    <div className={styles.block}>
      <h3 className={styles.subtitle}>{t('download.heading')}</h3>
      <p className={styles.text}>{t('download.intro')}</p>
      <div>
        <Button
          variant="primary"
          onClick={() => void onDownload()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? t('download.preparing') : t('download.button')}
        </Button>
      </div>
      <p role="status" className={outcome && 'saved' in outcome ? styles.success : styles.status}>
        {outcome && 'saved' in outcome
          ? t('download.saved', {
              fileName: outcome.saved,
              time: formatDate(outcome.at, { hour: '2-digit', minute: '2-digit' }),
            })
          : null}
      </p>
      <p role="alert" className={styles.error}>
        {outcome && 'failed' in outcome ? outcome.failed : null}
      </p>
    </div>
  );
}
