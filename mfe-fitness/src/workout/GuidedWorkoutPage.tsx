import { useTranslation } from 'react-i18next';
import { Link, useLocale, useLocalizedPath, useParams } from '@qis/shared';
import { QueryState, Page } from '@qis/shared/ui';
import '../common/i18n';
import { useFitnessVideosQuery } from '../common/videos/api';
import { VIDEOS_NS } from '../common/videos/i18n';
import { videoTitle } from '../common/videos/videoTitle';
import { GuidedWorkout } from './GuidedWorkout';
import { WORKOUT_NS } from './i18n';
import styles from './GuidedWorkout.module.css';

/** /gym/workout/:id: one workout of the studio in the guided view. */
export default function GuidedWorkoutPage() {
  const { t } = useTranslation([WORKOUT_NS, VIDEOS_NS]);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { id } = useParams();
  const query = useFitnessVideosQuery();
  const { data, refetch } = query;
  const video = data?.videos.find((entry) => entry.kind === 'workout' && String(entry.id) === id);
  const names = video ? videoTitle(video, t) : null;

  return (
    <Page
      title={names ? t('heading', { title: names.title }) : t('title')}
      intro={names?.nickname ?? undefined}
      className={styles.page}
    >
      <p className={styles.backLink}>
        <Link to={localized('/gym')}>{t('backToStudio')}</Link>
      </p>
      <QueryState
        query={query}
        errorMessage={t('error', { ns: VIDEOS_NS })}
        onRetry={() => void refetch()}
        loadingLabel={t('loading', { ns: VIDEOS_NS })}
      >
        {!data ? null : !video || !names ? (
          <p role="alert">{t('notFound')}</p>
        ) : !video.video ? (
          <p role="alert">{t('missing', { ns: VIDEOS_NS })}</p>
        ) : video.cues.length === 0 || video.durationSeconds <= 0 ? (
          // Real footage described by no media.json: nothing tells when each exercise starts.
          <p role="alert">{t('noSchedule')}</p>
        ) : (
          <GuidedWorkout video={video} title={names.title} locale={locale} />
        )}
      </QueryState>
    </Page>
  );
}
