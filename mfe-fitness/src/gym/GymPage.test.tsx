import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderWithPortal, type FakeApi } from '@qis/shared/testing';
import type { FitnessWeekSummary } from '@qis/contract/api';
import { studioVideos } from '../common/videos/videos.fixture';
import GymPage from './GymPage';

const WEEK: FitnessWeekSummary = { count: 1, target: 2, qisEarned: 4, weekStart: '2026-11-23T00:00:00.000Z' };
const VIDEOS_ERROR = "Désolé, nous n'avons pas pu charger les vidéos. Veuillez réessayer plus tard.";

describe('GymPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi({
      'GET /api/fitness/videos': () => studioVideos(),
      'GET /api/fitness/sessions/week': () => WEEK,
    });
  });
  afterEach(() => api.restore());

  it('shows the intro, the minute per exercise, the 10-second announcement, the advice and the companion app link', async () => {
    await renderWithPortal(<GymPage />, { path: '/fr/gym' });
    expect(screen.getByRole('heading', { level: 1, name: 'Studio de fitness en ligne' })).toBeInTheDocument();
    expect(screen.getByText('Chaque exercice dure environ 1 minute.')).toBeInTheDocument();
    expect(screen.getByText(/nomme l'exercice suivant 10 secondes avant/)).toBeInTheDocument();
    const advice = within(screen.getByRole('region', { name: 'Nos conseils' }));
    expect(advice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Gardez un rythme régulier plutôt que d'aller le plus vite possible.",
      'Si un exercice est trop difficile, ralentissez ou faites une courte pause.',
      'Faites environ 2 entraînements par semaine.',
    ]);
    const link = advice.getByRole('link', { name: /Visiter le site de l'application/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/nouvel onglet/);
  });

  it('lists 11 exercise and 11 workout videos, each a native player that waits for the member', async () => {
    await renderWithPortal(<GymPage />, { path: '/fr/gym' });
    const exercises = within(await screen.findByRole('region', { name: 'Exercices' })).getAllByRole(
      'article',
    );
    const workouts = within(screen.getByRole('region', { name: 'Entraînements' })).getAllByRole('article');
    expect(exercises).toHaveLength(11);
    expect(workouts).toHaveLength(11);
    expect(exercises.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toContain(
      'Sauts de grenouille',
    );
    expect(workouts.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      [1, 2, 3, 4, 5, 8, 10, 15, 20, 25, 30].map((minutes) =>
        minutes === 1 ? 'Environ 1 minute - entraînement' : `Environ ${minutes} minutes - entraînement`,
      ),
    );
    expect(within(workouts[5] as HTMLElement).getByText('Le grand huit')).toBeInTheDocument();
    for (const card of [...exercises, ...workouts]) {
      const video = card.querySelector('video');
      expect(video).not.toBeNull();
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).not.toHaveAttribute('autoplay');
      expect(video?.getAttribute('poster')).toMatch(/^\/img\/.+\.jpg$/);
      expect(within(card).getByText('Démonstration animée')).toBeInTheDocument();
    }
  });

  it('gives each video captions in the page’s language by default, its duration and a download link with format and size', async () => {
    await renderWithPortal(<GymPage />, { path: '/fr/gym' });
    const card = (await screen.findByRole('article', {
      name: 'Environ 8 minutes - entraînement',
    })) as HTMLElement;
    const tracks = [...card.querySelectorAll('track')];
    expect(tracks.map((track) => track.getAttribute('srclang'))).toEqual(['en', 'fr', 'de', 'nl']);
    expect(tracks.filter((track) => track.hasAttribute('default')).map((track) => track.srclang)).toEqual([
      'fr',
    ]);
    expect(tracks[1]).toHaveAttribute('label', 'français');
    expect(card.querySelector('time')).toHaveAttribute('datetime', 'PT8M0S');
    expect(card.querySelector('time')).toHaveTextContent('8:00');
    const download = within(card).getByRole('link', { name: /Télécharger \(MP4, 2,4\sMo\)/ });
    expect(download).toHaveAttribute('href', '/videos/workout-6.mp4');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download).toHaveAccessibleName(/Environ 8 minutes - entraînement.*nouvel onglet/);
    expect(within(card).getByRole('link', { name: /Commencer l'entraînement guidé/ })).toHaveAttribute(
      'href',
      '/fr/gym/workout/6',
    );
  });

  it('says when a video file is missing and keeps the rest of the page working', async () => {
    api.on('GET /api/fitness/videos', () => {
      const answer = studioVideos();
      answer.videos = answer.videos.map((video) =>
        video.id === 3 && video.kind === 'exercise' ? { ...video, video: null } : video,
      );
      return answer;
    });
    await renderWithPortal(<GymPage />, { path: '/en/gym' });
    const card = (await screen.findByRole('article', { name: 'Running on the spot' })) as HTMLElement;
    expect(within(card).getByText('The video file is missing on this server.')).toBeInTheDocument();
    expect(card.querySelector('video')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(22);
    expect(document.querySelectorAll('video')).toHaveLength(21);
  });

  it('names the workouts in English with the singular for one minute, and shows this week’s count and QIS', async () => {
    await renderWithPortal(<GymPage />, { path: '/en/gym' });
    expect(await screen.findByRole('article', { name: 'About 1 minute - workout' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'About 30 minutes - workout' })).toBeInTheDocument();
    const week = within(screen.getByRole('region', { name: 'Your week' }));
    expect(week.getByText('This week: 1 of 2 workouts')).toBeInTheDocument();
    expect(week.getByText('QIS earned with them: 4')).toBeInTheDocument();
    expect(
      week.getByText('One more guided workout reaches the advice of about 2 a week.'),
    ).toBeInTheDocument();
    expect(week.getByText(/Counted from November 23, 2026/)).toBeInTheDocument();
  });

  it('sets up a player only when its card comes near the screen, showing the poster until then', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true });
    try {
      await renderWithPortal(<GymPage />, { path: '/en/gym' });
      await screen.findAllByRole('article');
      expect(document.querySelectorAll('video')).toHaveLength(0);
      const posters = document.querySelectorAll('img[loading="lazy"]');
      expect(posters).toHaveLength(22);
      const first = observed[0];
      act(() =>
        first?.callback(
          [{ isIntersecting: true, target: first.element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(document.querySelectorAll('video')).toHaveLength(1);
      expect(document.querySelector('video')).toHaveAttribute('poster', '/img/exercise-1.jpg');
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  it('shows the error with a retry, and the videos after it', async () => {
    api.fail('GET /api/fitness/videos');
    const user = userEvent.setup();
    await renderWithPortal(<GymPage />, { path: '/fr/gym' });
    expect(await screen.findByText(VIDEOS_ERROR)).toBeInTheDocument();
    api.recover('GET /api/fitness/videos');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findAllByRole('article')).toHaveLength(22);
  });
});
