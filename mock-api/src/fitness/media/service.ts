import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@qis/contract';
import { Value } from 'typebox/value';
import {
  CAPTION_LOCALES,
  catalogue,
  MEDIA_FOLDERS,
  MEDIA_PATH,
  type CatalogueEntry,
  type MediaFolder,
} from './catalogue';
import { mp4DurationSeconds } from './mp4';
import {
  MediaManifestSchema,
  type ManifestVideo,
  type MediaManifest,
  type FitnessVideo,
} from '@qis/contract/api';

export interface FitnessMediaOptions {
  /** The folder served: MEDIA_DIR, or the generated media. */
  root: string;
  /** MEDIA_BASE_URL: the page loads the files from there instead of this server. */
  baseUrl: string | null;
  /** Told once when a media.json cannot be used. */
  warn?: (message: string) => void;
}

export const MANIFEST_FILE = 'media.json';
const POSTER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

interface LocalFile {
  bytes: number;
  /** Changes whenever the file does: the URL carries it, so the file can be cached for a year. */
  version: string;
}

/**
 * The studio's 22 videos as this deployment has them. Read on every call (22 stat calls), so media
 * copied into MEDIA_DIR show up without a restart. The metadata comes from the folder's media.json
 * (written by the generator, or by an operator for real footage); without one, durations are read
 * from the MP4 files themselves and the files are found by their standard names.
 */
export class FitnessMediaService {
  private manifestCache: { key: string; manifest: MediaManifest | null } | null = null;
  private readonly durations = new Map<string, number | null>();

  constructor(private readonly options: FitnessMediaOptions) {}

  async videos(): Promise<FitnessVideo[]> {
    const manifest = await this.manifest();
    return Promise.all(
      catalogue().map((entry) =>
        this.video(
          entry,
          manifest?.videos.find((video) => video.kind === entry.kind && video.id === entry.id),
        ),
      ),
    );
  }

  private async video(entry: CatalogueEntry, described: ManifestVideo | undefined): Promise<FitnessVideo> {
    const videoFile = safeFile(described?.video.file, 'videos') ?? `videos/${entry.base}.mp4`;
    const local = await this.localFile(videoFile);
    const remoteBytes = this.options.baseUrl !== null ? described?.video.bytes : undefined;
    const bytes = local?.bytes ?? remoteBytes;

    const posterFile =
      described?.poster === null
        ? null
        : (safeFile(described?.poster?.file, 'img') ??
          (await this.firstPresent(POSTER_EXTENSIONS.map((ext) => `img/${entry.base}.${ext}`))));
    const captions = described?.captions
      ? described.captions.flatMap(({ locale, file }) => {
          const safe = safeFile(file, 'captions');
          return safe ? [{ locale, file: safe }] : [];
        })
      : await this.presentCaptions(entry.base);

    return {
      id: entry.id,
      kind: entry.kind,
      ...(entry.exercise ? { exercise: entry.exercise } : {}),
      ...(entry.minutes ? { minutes: entry.minutes } : {}),
      durationSeconds: described?.durationSeconds ?? (local ? await this.duration(videoFile) : 0),
      video: bytes === undefined ? null : { url: await this.url(videoFile, local), bytes, type: 'video/mp4' },
      poster: posterFile ? { url: await this.url(posterFile) } : null,
      captions: await Promise.all(
        captions.map(async ({ locale, file }) => ({ locale, url: await this.url(file) })),
      ),
      cues:
        described?.cues ?? (entry.exercise ? [{ exercise: entry.exercise, start: 0, announceAt: null }] : []),
      demonstration: described?.demonstration ?? false,
    };
  }

  /** The file's public URL: on MEDIA_BASE_URL as is, or here with its version. */
  private async url(file: string, known?: LocalFile | null): Promise<string> {
    const { baseUrl } = this.options;
    if (baseUrl !== null) return `${baseUrl}/${file}`;
    const local = known ?? (await this.localFile(file));
    return `${MEDIA_PATH}/${file}${local ? `?v=${local.version}` : ''}`;
  }

  private async localFile(file: string): Promise<LocalFile | null> {
    try {
      const info = await stat(path.join(this.options.root, file));
      if (!info.isFile()) return null;
      const version = createHash('sha256').update(`${info.size}:${info.mtimeMs}`).digest('hex').slice(0, 10);
      return { bytes: info.size, version };
    } catch {
      return null;
    }
  }

  private async firstPresent(files: string[]): Promise<string | null> {
    for (const file of files) if (await this.localFile(file)) return file;
    return null;
  }

  private async presentCaptions(base: string): Promise<{ locale: Locale; file: string }[]> {
    const found = await Promise.all(
      CAPTION_LOCALES.map(async (locale) => {
        const file = `captions/${base}.${locale}.vtt`;
        return (await this.localFile(file)) ? [{ locale, file }] : [];
      }),
    );
    return found.flat();
  }

  private async duration(file: string): Promise<number> {
    const full = path.join(this.options.root, file);
    const info = await stat(full);
    const key = `${full}:${info.size}:${info.mtimeMs}`;
    if (!this.durations.has(key)) {
      let seconds: number | null = null;
      try {
        seconds = await mp4DurationSeconds(full);
      } catch {
        // A truncated or foreign file: its duration stays unknown (0), the file is still served.
      }
      this.durations.set(key, seconds);
    }
    return Math.round((this.durations.get(key) ?? 0) * 1000) / 1000;
  }

  /** The folder's media.json, re-read when it changes; null when absent or unusable. */
  private async manifest(): Promise<MediaManifest | null> {
    const file = path.join(this.options.root, MANIFEST_FILE);
    let key = 'absent';
    try {
      const info = await stat(file);
      key = `${info.size}:${info.mtimeMs}`;
    } catch {
      // No media.json: the files are found by their names.
    }
    if (this.manifestCache?.key === key) return this.manifestCache.manifest;
    let manifest: MediaManifest | null = null;
    if (key !== 'absent') {
      try {
        const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
        if (Value.Check(MediaManifestSchema, parsed)) manifest = parsed;
        else this.options.warn?.(`${file} does not describe the media as expected: ignored`);
      } catch (error) {
        this.options.warn?.(`${file} cannot be read (${(error as Error).message}): ignored`);
      }
    }
    this.manifestCache = { key, manifest };
    return manifest;
  }
}

/** A path from media.json, kept only when it names a file the media routes serve. */
function safeFile(file: string | undefined, folder: MediaFolder): string | null {
  if (file === undefined) return null;
  const [head, name, ...rest] = file.split('/');
  return head === folder && name !== undefined && rest.length === 0 && MEDIA_FOLDERS[folder].test(name)
    ? file
    : null;
}
