import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  renderRemoteRoutes,
  setCsrfCookie,
  storeSession,
  type FakeApi,
} from '@qis/shared/testing';
import type { FitnessSessionRequest, FitnessSessionResponse } from '@qis/contract/api';
import { studioVideos } from '../common/videos/videos.fixture';
import FitnessRoutes from '../routes';
import {
  browser,
  driveVideo,
  installBrowserStubs,
  removeBrowserStubs,
  voice,
} from './guidedWorkout.testutil';
import { VOICE_STORAGE_KEY } from './useVoicePreference';

/** The 2-minute workout of the fixture: jumping jack, then step jumps from 60 s (announced at 50 s). */
async function openWorkout(path = '/fr/gym/workout/2', duration = 120, signIn = true) {
  renderRemoteRoutes(FitnessRoutes, { path, signIn });
  const video = (await screen.findByLabelText(/entraînement|workout|Training/, {
    selector: 'video',
  })) as HTMLVideoElement;
  return driveVideo(video, duration);
}

const panelText = (testId: string) => screen.getByTestId(testId).textContent;

describe('the guided workout', () => {
  let api: FakeApi;
  let posted: FitnessSessionRequest[];
  beforeEach(() => {
    browser.voices = [voice('en-US'), voice('fr-FR')];
    installBrowserStubs();
    localStorage.removeItem(VOICE_STORAGE_KEY);
    posted = [];
    api = installFakeApi({
      'GET /api/fitness/videos': () => studioVideos(),
      'POST /api/fitness/sessions': (request): FitnessSessionResponse => {
        const body = request.body as FitnessSessionRequest;
        posted.push(body);
        return {
          session: { ...body, id: 's1', durationSeconds: 61, qis: 4 },
          created: posted.length === 1,
          week: { count: 1, target: 2, qisEarned: 4, weekStart: '2026-11-23T00:00:00.000Z' },
        };
      },
    });
  });
  afterEach(() => {
    api.restore();
    removeBrowserStubs();
  });

  it('follows the video: the exercise, the time left in it and in the workout, % done and what comes next', async () => {
    const video = await openWorkout();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Entraînement guidé : Environ 2 minutes - entraînement',
    );
    expect(panelText('guided-current')).toBe('Jumping jack');
    expect(panelText('guided-exercise-left')).toBe('1:00');
    expect(panelText('guided-workout-left')).toBe('2:00');
    expect(screen.getByText('Ensuite : Sauts sur la marche')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Commencer' }));
    await video.playTo(30);
    expect(panelText('guided-exercise-left')).toBe('0:30');
    expect(panelText('guided-workout-left')).toBe('1:30');
    expect(panelText('guided-percent')).toBe('25 %');
    await video.playTo(61);
    expect(panelText('guided-current')).toBe('Sauts sur la marche');
    expect(screen.getByText('Dernier exercice')).toBeInTheDocument();
  });

  it('stays in step when the member seeks, in either direction', async () => {
    const video = await openWorkout();
    await video.seek(100);
    expect(panelText('guided-current')).toBe('Sauts sur la marche');
    expect(panelText('guided-exercise-left')).toBe('0:20');
    expect(panelText('guided-percent')).toBe('83 %');
    await video.seek(12);
    expect(panelText('guided-current')).toBe('Jumping jack');
    expect(panelText('guided-exercise-left')).toBe('0:48');
  });

  it('speaks "next" in the member’s language 10 s before the change, then counts 3-2-1', async () => {
    const video = await openWorkout();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Commencer' }));
    await video.seek(45);
    await video.playTo(49.75);
    expect(browser.spoken).toEqual([]);
    expect(panelText('guided-announcement')).toBe('');
    await video.playTo(50);
    expect(browser.spoken).toEqual([{ text: 'Exercice suivant : Sauts sur la marche', lang: 'fr-FR' }]);
    expect(panelText('guided-announcement')).toBe('Exercice suivant : Sauts sur la marche');
    expect(screen.getByTestId('guided-panel')).toHaveAttribute('data-announcement', 'spoken');
    await video.playTo(57.25);
    expect(panelText('guided-countdown')).toBe('3');
    await video.playTo(58.25);
    expect(panelText('guided-countdown')).toBe('2');
    await video.playTo(59.25);
    expect(panelText('guided-countdown')).toBe('1');
    expect(browser.spoken.map((entry) => entry.text)).toEqual([
      'Exercice suivant : Sauts sur la marche',
      '3',
      '2',
      '1',
    ]);
    await video.playTo(60.25);
    expect(screen.queryByTestId('guided-countdown')).toBeNull();
    // Back before the announcement and on again: it sounds again, once.
    await video.seek(40);
    await video.playTo(51);
    expect(browser.spoken.filter((entry) => entry.text.startsWith('Exercice suivant'))).toHaveLength(2);
  });

  it('sounds a tone and flashes when the device has no voice for the language', async () => {
    browser.voices = [voice('en-GB')];
    const video = await openWorkout();
    expect(screen.getByText(/Cet appareil n'a pas de voix pour votre langue/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Commencer' }));
    await video.seek(49);
    await video.playTo(50.25);
    expect(browser.spoken).toEqual([]);
    expect(screen.getByTestId('guided-panel')).toHaveAttribute('data-announcement', 'flash');
    await waitFor(() => expect(browser.tones).toEqual([660, 880]));
  });

  it('picks up a voice that arrives after voiceschanged', async () => {
    browser.voices = [];
    await openWorkout('/de/gym/workout/2');
    expect(screen.getByText(/Dieses Gerät hat keine Stimme/)).toBeInTheDocument();
    browser.voices = [voice('de-DE')];
    act(() => browser.voicesChanged.forEach((listener) => listener()));
    expect(screen.getByText(/nennt eine Stimme die nächste Übung/)).toBeInTheDocument();
  });

  it('sounds the tone also when the workout was started with the player’s own controls', async () => {
    browser.voices = [];
    const video = await openWorkout();
    await act(async () => {
      await (screen.getByLabelText(/entraînement/, { selector: 'video' }) as HTMLVideoElement).play();
    });
    await video.seek(49);
    await video.playTo(50.25);
    await waitFor(() => expect(browser.tones).toEqual([660, 880]));
  });

  it('lets the member turn the voice off, remembers it, and then uses the tone and the flash', async () => {
    const user = userEvent.setup();
    const video = await openWorkout();
    await user.click(screen.getByRole('checkbox', { name: 'Annonces vocales' }));
    expect(localStorage.getItem(VOICE_STORAGE_KEY)).toBe('off');
    await user.click(screen.getByRole('button', { name: 'Commencer' }));
    await video.seek(49);
    await video.playTo(50.25);
    expect(browser.spoken).toEqual([]);
    expect(screen.getByTestId('guided-panel')).toHaveAttribute('data-announcement', 'flash');
    await waitFor(() => expect(browser.tones.length).toBeGreaterThan(0));
  });

  it('starts with the voice off when the member turned it off before', async () => {
    // Signed in by hand: the kit's sign-in empties browser storage, and the choice lives there.
    localStorage.clear();
    storeSession({});
    setCsrfCookie();
    localStorage.setItem(VOICE_STORAGE_KEY, 'off');
    await openWorkout('/fr/gym/workout/2', 120, false);
    expect(screen.getByRole('checkbox', { name: 'Annonces vocales' })).not.toBeChecked();
  });

  it('pauses, resumes and skips with buttons, and keeps the screen awake only while playing', async () => {
    const user = userEvent.setup();
    const video = await openWorkout('/en/gym/workout/2');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(browser.requestWakeLock).toHaveBeenCalledWith('screen');
    await video.playTo(5);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(browser.sentinel.release).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(browser.requestWakeLock).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Next exercise' }));
    expect(video.time()).toBe(60);
    expect(panelText('guided-current')).toBe('Step jumps');
    await video.playTo(70);
    await user.click(screen.getByRole('button', { name: 'Start of the exercise' }));
    expect(video.time()).toBe(60);
    // Leaving the view while it plays lets the screen sleep again.
    const releases = browser.sentinel.release.mock.calls.length;
    await user.click(screen.getByRole('link', { name: 'Back to the fitness studio' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Online fitness studio' }),
    ).toBeInTheDocument();
    expect(browser.sentinel.release.mock.calls.length).toBe(releases + 1);
  });

  it('asks for the wake lock again when the page becomes visible while playing', async () => {
    const video = await openWorkout('/en/gym/workout/2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    await video.playTo(2);
    browser.sentinel.released = true; // the browser dropped it when the tab was hidden
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(browser.requestWakeLock).toHaveBeenCalledTimes(2);
  });

  it('answers the keyboard: Space pauses and resumes, → skips, ← goes back, V turns the voice off', async () => {
    const user = userEvent.setup();
    const video = await openWorkout('/en/gym/workout/2');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(video.time()).toBe(60);
    await video.playTo(64);
    await user.keyboard('{ArrowLeft}');
    expect(video.time()).toBe(60);
    await user.keyboard('v');
    expect(screen.getByRole('checkbox', { name: 'Spoken announcements' })).not.toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('records the finished workout and shows this week; a failed recording is retried with the same session', async () => {
    const user = userEvent.setup();
    api.fail('POST /api/fitness/sessions');
    const video = await openWorkout('/en/gym/workout/1', 60);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await video.playTo(60);
    await video.end();
    expect(
      await screen.findByText('Sorry, we could not record your workout. Please try again.'),
    ).toBeInTheDocument();
    api.recover('POST /api/fitness/sessions');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Workout finished and recorded: it earned 4 QIS.')).toBeInTheDocument();
    expect(screen.getByText('This week: 1 of 2 workouts')).toBeInTheDocument();
    const [failed, sent] = api.callsTo('POST /api/fitness/sessions').map((request) => request.body);
    expect(sent).toEqual(failed);
    expect(sent).toMatchObject({ workoutId: 1 });
    const { startedAt, completedAt } = sent as FitnessSessionRequest;
    expect(Date.parse(completedAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
  });

  it('does not count a workout mostly skipped', async () => {
    const user = userEvent.setup();
    const video = await openWorkout('/en/gym/workout/2');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await video.playTo(10);
    await user.click(screen.getByRole('button', { name: 'Next exercise' }));
    await video.playTo(70);
    await video.end();
    expect(screen.getByText(/It counts for your week when you play at least half of it/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/fitness/sessions')).toHaveLength(0);
  });

  it('says so when the server knows no exercise times for the workout (real footage without media.json)', async () => {
    api.on('GET /api/fitness/videos', () => {
      const answer = studioVideos();
      answer.videos = answer.videos.map((video) =>
        video.kind === 'workout' ? { ...video, cues: [] } : video,
      );
      return answer;
    });
    renderRemoteRoutes(FitnessRoutes, { path: '/en/gym/workout/2' });
    expect(await screen.findByText(/exercise times are not known on this server/)).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('says when the workout does not exist', async () => {
    renderRemoteRoutes(FitnessRoutes, { path: '/en/gym/workout/42' });
    expect(await screen.findByText(/This workout does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the fitness studio' })).toHaveAttribute(
      'href',
      '/en/gym',
    );
  });
});
