import { formatNumber } from '@qis/shared';
import type { Locale } from '@qis/contract';

/** "2.3 MB" / "2,3 Mo": decimal megabytes in the page's number format. */
export function formatMegabytes(bytes: number, locale: Locale): string {
  return formatNumber(bytes / 1_000_000, locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
}

/** "1:05" for 65 s, "30:00" for half an hour. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The ISO 8601 duration of a <time> element: PT1M5S. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}

/** "MP4" from "video/mp4". */
export const formatName = (mimeType: string): string =>
  (mimeType.split('/')[1] ?? mimeType).split(';')[0]?.toUpperCase() ?? mimeType;
