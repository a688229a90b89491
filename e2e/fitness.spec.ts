import AxeBuilder from '@axe-core/playwright';
import { expect, type Download, type Locator, type Page } from '@playwright/test';
import type { FitnessSessionRequest, FitnessSessionResponse, FitnessVideosResponse } from '@qis/contract/api';
import type { Locale } from '@qis/contract';
import { openHome, test } from './support';
const STUDIO_TITLE: Record<Locale, string> = {
  en: 'Online fitness studio',
  fr: 'Studio de fitness en ligne',
  de: 'Online-Fitnessstudio',
  nl: 'Online fitnessstudio',
};

/** The duration an MP4 declares in its movie header (mvhd), in seconds; throws when the file is no MP4. */
function mp4Duration(file: Buffer): number {
  if (file.subarray(4, 8).toString('latin1') !== 'ftyp') throw new Error('not an MP4: no ftyp box first');
  const at = file.indexOf('mvhd', 0, 'latin1');
  if (at < 0) throw new Error('not an MP4: no movie header');
  const version = file.readUInt8(at + 4);
  // Version 1 has 64-bit creation and modification times before the timescale.
  const timescale = version === 1 ? file.readUInt32BE(at + 24) : file.readUInt32BE(at + 16);
  const duration = version === 1 ? Number(file.readBigUInt64BE(at + 28)) : file.readUInt32BE(at + 20);
  return duration / timescale;
}

/** Brings a card's player into view (players are set up near the screen) and answers it. */
async function playerOf(card: Locator): Promise<Locator> {
  await card.scrollIntoViewIfNeeded();
  const video = card.locator('video');
  await expect(video).toBeVisible();
  return video;
}

const play = (video: Locator) =>
  video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

/** What the page learnt from GET /api/fitness/videos as it opened. */
function videosResponse(page: Page): Promise<FitnessVideosResponse> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/fitness/videos')
    .then((response) => response.json() as Promise<FitnessVideosResponse>);
}

/** Speech synthesis stands in for the browser's (headless Chromium has no voices): it records what is said and when. */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; at: number }[] = [];
    class Utterance {
      voice: unknown = null;
      lang = '';
      constructor(readonly text: string) {}
    }
    const voices = [
      { lang: 'fr-FR', name: 'Test voice', default: true, localService: true, voiceURI: 'test' },
    ];
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (utterance: Utterance) =>
          spoken.push({ text: utterance.text, at: document.querySelector('video')?.currentTime ?? -1 }),
        cancel: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
    Object.defineProperty(window, '__spoken', { value: spoken });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __spoken: { text: string; at: number }[] }).__spoken);
}

/** This week's count as the studio shows it ("Cette semaine : 1 sur 2 entraînements"). */
async function weekCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Cette semaine : \d+ sur 2 entraînements$/).innerText();
  return Number(/(\d+) sur/.exec(text)![1]);
}

test.describe('fitness studio', () => {
  test('opens in each locale with 22 cards, each with a poster, and no axe violation', async ({ page }) => {
    // Four screens of 22 players and an axe run on each: 25 s alone on CI, and past a minute twice
    // with a second worker on a busy machine.
    test.setTimeout(120_000);
    await openHome(page, 'fr');
    for (const locale of ['fr', 'en', 'de', 'nl'] as const) {
      await page.goto(`/${locale}/gym`);
      await expect(page.getByRole('heading', { level: 1, name: STUDIO_TITLE[locale] })).toBeVisible();
      const cards = page.getByTestId('fitness-video');
      await expect(cards).toHaveCount(22);
      const posters = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const video = card.querySelector('video');
          return video ? video.poster : (card.querySelector('img')?.src ?? '');
        }),
      );
      expect(posters).toHaveLength(22);
      for (const url of posters) expect(url).toMatch(/\/img\//);
      const poster = posters[0]!;
      const image = await page.request.get(poster);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
      if (locale === 'fr') {
        await expect(cards.filter({ hasText: 'Environ 30 minutes - entraînement' })).toHaveCount(1);
      }
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
  });

  test('plays an exercise and a workout: their time advances', async ({ page }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/gym');
    const cards = page.getByTestId('fitness-video');
    for (const card of [cards.first(), cards.filter({ hasText: 'Environ 2 minutes - entraînement' })]) {
      const video = await playerOf(card);
      expect(await video.getAttribute('preload')).toBe('none');
      await play(video);
      await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1);
      await video.evaluate((element: HTMLVideoElement) => element.pause());
    }
  });

  test('seeks in the 30-minute workout with a ranged request (206)', async ({ page }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/gym');
    const video = await playerOf(
      page.getByTestId('fitness-video').filter({ hasText: 'Environ 30 minutes - entraînement' }),
    );
    const src = (await video.locator('source').getAttribute('src'))!;
    const ranged = page.waitForResponse(
      (response) => response.url().includes(new URL(src, page.url()).pathname) && response.status() === 206,
    );
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.currentTime = 1500;
      await element.play();
    });
    const answer = await ranged;
    expect(answer.headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
    await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(1500);
  });

  test('downloads a workout: a valid MP4 of the right duration, from a link opening a new tab', async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/gym');
    const card = page.getByTestId('fitness-video').filter({ hasText: 'Environ 5 minutes - entraînement' });
    await card.scrollIntoViewIfNeeded();
    const link = card.getByRole('link', { name: /^Télécharger \(MP4, \d+,\d\sMo\)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Same origin, the browser saves the file; a download opened in a new tab arrives on that tab.
    const download = new Promise<Download>((resolve) => {
      page.once('download', resolve);
      page.context().once('page', (tab) => tab.once('download', resolve));
    });
    await link.click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const duration = mp4Duration(Buffer.concat(chunks));
    expect(duration).toBeGreaterThan(300 - 5);
    expect(duration).toBeLessThan(300 + 5);
  });

  test('the guided view announces the next exercise 10 s ahead, counts down, and follows a seek', async ({
    page,
  }) => {
    const spoken = await stubSpeech(page);
    await openHome(page, 'fr');
    const videos = videosResponse(page);
    await page.goto('/fr/gym/workout/2');
    const workout = (await videos).videos.find((video) => video.kind === 'workout' && video.id === 2)!;
    const change = workout.cues[1]!;
    await page.getByRole('button', { name: 'Commencer' }).click();
    const video = page.locator('video');
    await video.evaluate((element: HTMLVideoElement, at: number) => {
      element.currentTime = at;
    }, change.start - 13);
    const announcement = page.getByTestId('guided-announcement');
    await expect(announcement).toHaveText(/^Exercice suivant : .+/, { timeout: 15_000 });
    const said = await spoken();
    expect(said[0]!.text).toBe(await announcement.innerText());
    expect(said[0]!.at).toBeGreaterThanOrEqual(change.announceAt! - 0.1);
    expect(said[0]!.at).toBeLessThan(change.announceAt! + 1);
    const countdown = page.getByTestId('guided-countdown');
    await expect(countdown).toHaveText('3', { timeout: 10_000 });
    await expect(countdown).toHaveText('2');
    await expect(countdown).toHaveText('1');
    expect((await spoken()).map((entry) => entry.text).slice(1, 4)).toEqual(['3', '2', '1']);
    await expect(page.getByTestId('guided-current')).toHaveText(
      said[0]!.text.replace('Exercice suivant : ', ''),
    );
    // Back into the first exercise: the view follows the video.
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 5;
    });
    await expect(page.getByTestId('guided-workout-left')).toHaveText(/^1:5\d$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the guided view flashes without animation for reduced motion when the voice is off', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page, 'fr');
    const videos = videosResponse(page);
    await page.goto('/fr/gym/workout/2');
    const change = (await videos).videos.find((video) => video.kind === 'workout' && video.id === 2)!
      .cues[1]!;
    await page.getByRole('checkbox', { name: 'Annonces vocales' }).uncheck();
    await page.getByRole('button', { name: 'Commencer' }).click();
    await page.locator('video').evaluate((element: HTMLVideoElement, at: number) => {
      element.currentTime = at;
    }, change.announceAt! - 1);
    const panel = page.getByTestId('guided-panel');
    await expect(panel).toHaveAttribute('data-announcement', 'flash', { timeout: 10_000 });
    const animation = () => panel.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).toBe('none');
    // The same panel flashes for a member who did not ask for less motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animation()).not.toBe('none');
  });

  test('a finished workout is recorded once: this week goes up by one, a repeated POST does not count', async ({
    page,
  }) => {
    await openHome(page, 'fr');
    await page.goto('/fr/gym');
    const before = await weekCount(page);
    await page.goto('/fr/gym/workout/1');
    await page.getByRole('button', { name: 'Commencer' }).click();
    // Half of the minute must be played for it to count: from 28 s to the end, at twice the speed (a
    // member may choose it; what counts is the video's time played, a time update apart at most 1.5 s).
    await page.locator('video').evaluate((element: HTMLVideoElement) => {
      element.currentTime = 28;
      element.playbackRate = 2;
    });
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/fitness/sessions',
      { timeout: 60_000 },
    );
    // The body is read back from the answer: the portal sends it as a Request stream, which the
    // browser's network log does not show.
    const { session } = (await (await posted).json()) as FitnessSessionResponse;
    const body: FitnessSessionRequest = {
      workoutId: session.workoutId,
      startedAt: session.startedAt,
      completedAt: session.completedAt,
    };
    await expect(
      page.getByText(/^Entraînement terminé et enregistré : il vous a rapporté \d+ QIS\.$/),
    ).toBeVisible();
    await expect(page.getByText(`Cette semaine : ${before + 1} sur 2 entraînements`)).toBeVisible();

    const again = await page.evaluate(async (session) => {
      const csrf = /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/fitness/sessions', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'X-XSRF-TOKEN': decodeURIComponent(csrf),
        },
        body: JSON.stringify(session),
      });
      return { status: response.status, body: (await response.json()) as FitnessSessionResponse };
    }, body);
    expect(again.status).toBe(200);
    expect(again.body.created).toBe(false);
    expect(again.body.week.count).toBe(before + 1);
    await page.goto('/fr/gym');
    await expect.poll(() => weekCount(page)).toBe(before + 1);
  });
});
