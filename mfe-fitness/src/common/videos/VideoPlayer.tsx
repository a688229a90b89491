import { languageName } from '@qis/shared';
import type { FitnessVideo } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import type { Ref } from 'react';

export interface VideoPlayerProps {
  video: FitnessVideo;
  /** The player's accessible name: the video's title. */
  label: string;
  locale: Locale;
  className?: string;
  onPlay?: () => void;
  ref?: Ref<HTMLVideoElement>;
}

/**
 * The native player: its own controls, the poster until played, nothing fetched before the member
 * presses play (preload none), and captions in every language with the page's on by default.
 */
export function VideoPlayer({ video, label, locale, className, onPlay, ref }: VideoPlayerProps) {
  if (!video.video) return null;
  return (
    <video
      ref={ref}
      className={className}
      controls
      preload="none"
      playsInline
      poster={video.poster?.url}
      aria-label={label}
      onPlay={onPlay}
      // Cross-origin captions (MEDIA_BASE_URL) need CORS; same origin is unaffected.
      crossOrigin="anonymous"
    >
      <source src={video.video.url} type={video.video.type} />
      {video.captions.map((track) => (
        <track
          key={track.locale}
          kind="captions"
          src={track.url}
          srcLang={track.locale}
          label={languageName(track.locale, locale)}
          default={track.locale === locale}
        />
      ))}
    </video>
  );
}
