import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocalizedPath, VisuallyHidden } from '@qis/shared';
import type { FitnessVideo } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { formatDuration, formatMegabytes, formatName, isoDuration } from '../common/videos/format';
import { VIDEOS_NS } from '../common/videos/i18n';
import { VideoPlayer } from '../common/videos/VideoPlayer';
import { videoTitle } from '../common/videos/videoTitle';
import { GYM_NS } from './i18n';
import { useNearViewport } from './useNearViewport';
import styles from './GymPage.module.css';
import { buttonClassName } from '@qis/shared/ui';

export interface VideoCardProps {
  video: FitnessVideo;
  locale: Locale;
}

/** One video of the studio: title, player (set up when near the screen), duration, download and, for a workout, the guided view. */
export function VideoCard({ video, locale }: VideoCardProps) {
  const { t } = useTranslation(GYM_NS);
  const localized = useLocalizedPath();
  const headingId = useId();
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const { title, nickname } = videoTitle(video, t);
  const file = video.video;

  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="fitness-video">
      <h3 id={headingId} className={styles.cardTitle}>
        {title}
      </h3>
      {nickname ? <p className={styles.nickname}>{nickname}</p> : null}
      <div ref={ref} className={styles.frame}>
        {file && near ? (
          // A new player on a language switch: browsers pick the default caption track only when it loads.
          <VideoPlayer key={locale} video={video} label={title} locale={locale} className={styles.video} />
        ) : video.poster ? (
          <img className={styles.video} src={video.poster.url} alt="" loading="lazy" />
        ) : null}
        {file ? null : <p className={styles.missing}>{t('missing', { ns: VIDEOS_NS })}</p>}
      </div>
      <p className={styles.meta}>
        {/* 0: a file whose length could not be read; better no figure than a wrong one. */}
        {video.durationSeconds > 0 ? (
          <span>
            {t('card.duration')}{' '}
            <time dateTime={isoDuration(video.durationSeconds)}>{formatDuration(video.durationSeconds)}</time>
          </span>
        ) : null}
        {video.demonstration ? <span className={styles.badge}>{t('card.demonstration')}</span> : null}
      </p>
      {file ? (
        <p className={styles.actions}>
          <a href={file.url} target="_blank" rel="noopener noreferrer" download className={styles.download}>
            {t('card.download', { format: formatName(file.type), size: formatMegabytes(file.bytes, locale) })}
            <VisuallyHidden>
              {' '}
              {t('card.downloadFor', { title })} {t('card.newTab')}
            </VisuallyHidden>
          </a>
          {video.kind === 'workout' && video.cues.length > 0 && video.durationSeconds > 0 ? (
            <Link to={localized(`/gym/workout/${video.id}`)} className={buttonClassName('primary')}>
              {t('card.guided')}
              <VisuallyHidden> {title}</VisuallyHidden>
            </Link>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
