// The fitness media's cost: how long the last generation took and how much it weighs on disk.
// BENCH_MEDIA_REGENERATE=1 generates the whole set again into a temporary folder and times that.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateFitnessMedia, mediaInputsHash, readMediaManifest } from '../scripts/lib/fitnessMedia.mjs';

const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function report(manifest, label) {
  const sum = (pick) => manifest.videos.reduce((total, video) => total + pick(video), 0);
  const videos = sum((video) => video.video.bytes);
  const posters = sum((video) => video.poster.bytes);
  const captions = sum((video) => video.captions.reduce((total, track) => total + track.bytes, 0));
  const longest = manifest.videos.reduce((a, b) => (b.durationSeconds > a.durationSeconds ? b : a));
  console.info(`\nFitness media (${manifest.videos.length} videos, ${label}):`);
  console.info(`  generation          ${manifest.elapsedSeconds.toFixed(1)} s`);
  console.info(
    `  size on disk        ${mb(videos + posters + captions)} (MP4 ${mb(videos)}, posters ${mb(posters)}, captions ${mb(captions)})`,
  );
  console.info(
    `  longest workout     ${(longest.durationSeconds / 60).toFixed(1)} min, ${mb(longest.video.bytes)}`,
  );
}

export async function measureMedia() {
  if (process.env.BENCH_MEDIA_REGENERATE === '1') {
    const folder = mkdtempSync(path.join(tmpdir(), 'qis-media-bench-'));
    const output = path.join(folder, 'media-dist');
    try {
      await generateFitnessMedia(output, mediaInputsHash());
      const { readFileSync } = await import('node:fs');
      report(JSON.parse(readFileSync(path.join(output, 'media.json'), 'utf8')), 'generated now');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    return;
  }
  const manifest = readMediaManifest();
  if (!manifest) {
    console.info('\nFitness media: not generated (run npm run build)');
    return;
  }
  report(manifest, 'the build’s last generation; BENCH_MEDIA_REGENERATE=1 times a new one');
}
