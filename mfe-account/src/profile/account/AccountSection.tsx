import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { useAccountGetProfileQuery } from '../api';
import { AccountForm } from './AccountForm';
import pageStyles from '../../common/Page.module.css';

/** The "Votre compte" block; the profile is read from the API when the page opens. */
export function AccountSection() {
  const { t } = useTranslation(PROFILE_NS);
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useAccountGetProfileQuery();
  return (
    <section className={pageStyles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.blockTitle}>
        {t('account.title')}
      </h2>
      <LoadState
        isLoading={isLoading}
        isError={isError}
        errorMessage={t('account.loadError')}
        onRetry={() => void refetch()}
        loadingLabel={t('account.loading')}
      >
        {data ? <AccountForm profile={data} /> : null}
      </LoadState>
    </section>
  );
}
