import { useTranslation } from 'react-i18next';
import { useLocale } from '@qis/shared';
import { QueryState, Page, PageActions, PageSection, PrintButton } from '@qis/shared/ui';
import { useNutritionTipOfTheDayQuery } from '../api';
import { USEFUL_NS } from '../i18n';
import styles from './OfTheDay.module.css';

/** /useful/tip-of-the-day: loads on open; an inline error offers a retry. */
export default function TipOfTheDayPage() {
  const { t } = useTranslation(USEFUL_NS);
  const locale = useLocale();
  const query = useNutritionTipOfTheDayQuery(locale);
  const { data, refetch } = query;
  return (
    <Page title={t('tipOfTheDay.title')}>
      <QueryState
        query={query}
        errorMessage={t('tipOfTheDay.error')}
        onRetry={() => void refetch()}
        loadingLabel={t('tipOfTheDay.loading')}
      >
        {data ? (
          <PageSection as="article" title={data.title}>
            <p className={styles.body}>{data.body}</p>
          </PageSection>
        ) : null}
        <PageActions>
          <PrintButton />
        </PageActions>
      </QueryState>
    </Page>
  );
}
