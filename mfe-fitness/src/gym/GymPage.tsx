import { useTranslation } from 'react-i18next';
import { useLocale, VisuallyHidden } from '@qis/shared';
import type { FitnessVideo } from '@qis/contract/api';
import { QueryState, Page, PageSection } from '@qis/shared/ui';
import '../common/i18n';
import { WeekProgress } from '../common/progress/WeekProgress';
import { useFitnessVideosQuery } from '../common/videos/api';
import { VIDEOS_NS } from '../common/videos/i18n';
import { COMPANION_APP_URL } from './companionApp';
import { GYM_NS } from './i18n';
import { VideoCard } from './VideoCard';
import styles from './GymPage.module.css';

const byId = (a: FitnessVideo, b: FitnessVideo) => a.id - b.id;

/** /gym: the online fitness studio: advice, this week's workouts, 11 exercise and 11 workout videos. */
export default function GymPage() {
  const { t } = useTranslation(GYM_NS);
  const locale = useLocale();
  const query = useFitnessVideosQuery();
  const { data, refetch } = query;
  const videos = data?.videos ?? [];
  const exercises = videos.filter((video) => video.kind === 'exercise').sort(byId);
  const workouts = videos.filter((video) => video.kind === 'workout').sort(byId);

  return (
    <Page
      title={t('title')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p>{t('exerciseLength')}</p>
          <p>{t('announcement')}</p>
        </>
      }
    >
      <div className={styles.columns}>
        <PageSection title={t('advice.title')}>
          <ul className={styles.advice}>
            <li>{t('advice.steady')}</li>
            <li>{t('advice.tooHard')}</li>
            <li>{t('advice.frequency')}</li>
          </ul>
          <p>
            {t('companion.text')}{' '}
            <a href={COMPANION_APP_URL} target="_blank" rel="noopener noreferrer">
              {t('companion.link')}
              <VisuallyHidden> {t('card.newTab')}</VisuallyHidden>
            </a>
          </p>
        </PageSection>
        <WeekProgress />
      </div>
      <QueryState
        query={query}
        errorMessage={t('error', { ns: VIDEOS_NS })}
        onRetry={() => void refetch()}
        loadingLabel={t('loading', { ns: VIDEOS_NS })}
      >
        <PageSection title={t('exercises')} variant="plain">
          <div className={styles.grid}>
            {exercises.map((video) => (
              <VideoCard key={`exercise-${video.id}`} video={video} locale={locale} />
            ))}
          </div>
        </PageSection>
        <PageSection title={t('workouts')} variant="plain">
          <div className={styles.grid}>
            {workouts.map((video) => (
              <VideoCard key={`workout-${video.id}`} video={video} locale={locale} />
            ))}
          </div>
        </PageSection>
      </QueryState>
    </Page>
  );
}
