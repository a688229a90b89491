import { useTranslation } from 'react-i18next';
import { QueryState, PageSection } from '@qis/shared/ui';
import { PROFILE_NS } from '../i18n';
import { useAccountGetProfileQuery } from '../api';
import { AccountForm } from './AccountForm';

/** The "Votre compte" block; the profile is read from the API when the page opens. */
export function AccountSection() {
  const { t } = useTranslation(PROFILE_NS);
  const query = useAccountGetProfileQuery();
  const { data, refetch } = query;
  return (
    <PageSection title={t('account.title')}>
      <QueryState
        query={query}
        errorMessage={t('account.loadError')}
        onRetry={() => void refetch()}
        loadingLabel={t('account.loading')}
      >
        {data ? <AccountForm profile={data} /> : null}
      </QueryState>
    </PageSection>
  );
}
