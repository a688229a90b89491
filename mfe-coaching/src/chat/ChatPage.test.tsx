import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@qis/contract/api';
import {
  answeredStream as answered,
  heldEventStream as heldStream,
  installFakeApi,
  jsonResponse,
  renderWithPortal,
  stubMatchMedia,
  type FakeApi,
} from '@qis/shared/testing';
import ChatPage from './ChatPage';

const HISTORY: ChatMessage[] = [
  {
    id: 'h1',
    timestamp: '2026-11-20T08:00:00.000Z',
    human: 'Combien de QIS dans une pomme ?',
    ai: 'Pomme, crue : 4 QIS pour 100 g.\nSource : CIQUAL.',
    status: 'done',
  },
  {
    id: 'h2',
    timestamp: '2026-11-20T08:01:00.000Z',
    human: 'Et une poire ?',
    ai: 'Poire :',
    status: 'stopped',
  },
];

/** The member's "reduce motion" setting, as the browser reports it. */
const prefersReducedMotion = (reduce: boolean) =>
  stubMatchMedia((query) => reduce && query.includes('prefers-reduced-motion'));

const field = () => screen.getByRole('textbox', { name: 'Votre question' });
const conversation = () => screen.getByRole('region', { name: "Conversation avec l'assistant" });
const announcer = () => screen.getByRole('status');

let api: FakeApi;
let posted = 0;
function installChatApi(history: ChatMessage[] = []) {
  // A test that wants another history replaces the fake the suite installed (restoring twice is harmless).
  (api as FakeApi | undefined)?.restore();
  posted = 0;
  api = installFakeApi({
    'GET /api/chat/history': () => history,
    'POST /api/chat/message': () => {
      posted += 1;
      return jsonResponse(201, { id: `m${posted}` });
    },
    'DELETE /api/chat/history': () => new Response(null, { status: 204 }),
  });
}

/** Opens the chat and waits for the history to show. */
async function openChat(path = '/fr/chat') {
  const view = renderWithPortal(<ChatPage />, { path });
  await screen.findByRole('region', { name: "Conversation avec l'assistant" });
  return view;
}

beforeEach(() => {
  prefersReducedMotion(true);
  installChatApi();
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('ChatPage: the screen', () => {
  it('shows the title, the intro with its example questions, the disclaimer, and the history oldest first', async () => {
    installChatApi(HISTORY);
    await openChat();
    expect(screen.getByRole('heading', { level: 1, name: 'Chat IA' })).toBeInTheDocument();
    const examples = within(screen.getByRole('list', { name: 'Exemples de questions' })).getAllByRole(
      'button',
    );
    expect(examples.map((button) => button.textContent)).toContain('Combien de QIS dans une banane ?');
    expect(screen.getByText(/assistant virtuel et non un être humain/)).toHaveTextContent(
      /aucune déclaration juridiquement contraignante/,
    );
    const items = within(conversation()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Combien de QIS dans une pomme ?');
    // The history shows at once, newlines as line breaks, and a stopped answer says so.
    expect(items[0]).toHaveTextContent('Pomme, crue : 4 QIS pour 100 g.Source : CIQUAL.');
    expect(items[0]!.querySelectorAll('br')).toHaveLength(1);
    expect(within(items[1]!).getByText('Réponse interrompue.')).toBeInTheDocument();
    // Nothing new was said: the history is not announced.
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('speaks the page language: German strings under /de', async () => {
    renderWithPortal(<ChatPage />, { path: '/de/chat' });
    expect(await screen.findByRole('heading', { level: 1, name: 'KI-Chat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wie viele QIS hat eine Banane?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ihre Frage' })).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    api.fail('GET /api/chat/history');
    const user = userEvent.setup();
    renderWithPortal(<ChatPage />, { path: '/fr/chat' });
    expect(await screen.findByText(/nous n'avons pas pu charger votre conversation/)).toBeInTheDocument();
    api.recover('GET /api/chat/history');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucun message pour l'instant/)).toBeInTheDocument();
  });
});

describe('ChatPage: sending', () => {
  it('sends on Enter with the page locale, clears the field, shows the loading entry, then the answer', async () => {
    const stream = heldStream();
    api.on('GET /api/chat/message/m1', () => stream.response());
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), '  Combien de QIS dans une banane ?  {Enter}');

    expect(api.callsTo('POST /api/chat/message')[0]?.body).toEqual({
      message: 'Combien de QIS dans une banane ?',
      locale: 'fr',
    });
    expect(field()).toHaveValue('');
    const entry = within(conversation()).getByRole('listitem');
    expect(entry).toHaveTextContent('Combien de QIS dans une banane ?');
    expect(await within(entry).findByText("L'assistant répond…")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrêter' })).toBeInTheDocument();

    await stream.send('Banane : ');
    await stream.send('8 QIS pour 100 g');
    await stream.done();
    expect(await within(entry).findByText('Banane : 8 QIS pour 100 g')).toBeInTheDocument();
    const [opened] = api.callsTo('GET /api/chat/message/m1');
    expect(opened?.headers.get('Authorization')).toMatch(/^Bearer /);
    // The member's own today (the device's local day), so the diary's "today" is theirs near midnight too.
    const now = new Date();
    const localDay = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(opened?.url.searchParams.get('today')).toBe(localDay);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Première ligne{Shift>}{Enter}{/Shift}deuxième');
    expect(field()).toHaveValue('Première ligne\ndeuxième');
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(0);
  });

  it('never sends on the Enter that ends an input-method composition', async () => {
    await openChat();
    fireEvent.change(field(), { target: { value: 'バナナ' } });
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true });
    // Safari reports the composition's last Enter with keyCode 229 after isComposing is cleared.
    fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 });
    expect(field()).toHaveValue('バナナ');
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(0);
    fireEvent.keyDown(field(), { key: 'Enter' });
    await waitFor(() => expect(api.callsTo('POST /api/chat/message')).toHaveLength(1));
  });

  it('ignores an empty question and a send while another is in progress', async () => {
    const stream = heldStream();
    api.on('GET /api/chat/message/m1', () => stream.response());
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), '   {Enter}');
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(0);
    await user.clear(field());

    await user.click(screen.getByRole('button', { name: 'Combien de QIS dans une banane ?' }));
    await waitFor(() => expect(api.callsTo('GET /api/chat/message/m1')).toHaveLength(1));
    await user.type(field(), 'Et une pomme ?{Enter}');
    await user.click(screen.getByRole('button', { name: "Qu'est-ce que le QIS ?" }));
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(1);
    // The ignored question stays in the field, ready once the answer is in.
    expect(field()).toHaveValue('Et une pomme ?');
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1);

    await stream.done();
    await user.type(field(), '{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/chat/message')).toHaveLength(2));
  });

  it('asks an example question on a click', async () => {
    api.on('GET /api/chat/message/m1', () => answered('Le QIS est une unité.'));
    const user = userEvent.setup();
    await openChat();
    await user.click(screen.getByRole('button', { name: "Qu'est-ce que le QIS ?" }));
    expect(await within(conversation()).findByText('Le QIS est une unité.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/chat/message')[0]?.body).toEqual({
      message: "Qu'est-ce que le QIS ?",
      locale: 'fr',
    });
  });
});

describe('ChatPage: the typewriter', () => {
  beforeEach(() => prefersReducedMotion(false));

  const typedAnswer = () => within(conversation()).getByRole('listitem').querySelector('[aria-busy]');

  it('reveals the answer one character every 25 ms, newlines as line breaks, and announces it once finished', async () => {
    api.on('GET /api/chat/message/m1', () => answered('Oui\nnon'));
    await openChat();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fireEvent.change(field(), { target: { value: 'Question' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await screen.findByRole('button', { name: 'Afficher toute la réponse' });

    expect(typedAnswer()).toHaveTextContent(/^$/);
    act(() => jest.advanceTimersByTime(25));
    expect(typedAnswer()).toHaveTextContent(/^O$/);
    act(() => jest.advanceTimersByTime(50));
    expect(typedAnswer()).toHaveTextContent(/^Oui$/);
    expect(announcer()).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(25));
    expect(typedAnswer()!.querySelectorAll('br')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(75));
    expect(typedAnswer()).toHaveTextContent('Ouinon');
    // Never character by character: the live region got the whole answer, once.
    await waitFor(() => expect(announcer()).toHaveTextContent('Oui non'));
    expect(screen.queryByRole('button', { name: 'Afficher toute la réponse' })).not.toBeInTheDocument();
  });

  it('completes a typing answer on a click', async () => {
    const text = 'Une réponse assez longue pour être encore en train de s’écrire.';
    api.on('GET /api/chat/message/m1', () => answered(text));
    await openChat();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fireEvent.change(field(), { target: { value: 'Question' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    await screen.findByRole('button', { name: 'Afficher toute la réponse' });
    act(() => jest.advanceTimersByTime(100));
    expect(typedAnswer()).toHaveTextContent(/^Une$/);
    fireEvent.click(typedAnswer()!);
    expect(within(conversation()).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent(text));
  });

  it('turns the screens an answer names into links, leaving the rest as text', async () => {
    prefersReducedMotion(true);
    api.on('GET /api/chat/message/m1', () =>
      answered('Tous les aliments : /fr/useful/food-database.\n<b>pas du HTML</b>'),
    );
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Question{Enter}');
    const link = await within(conversation()).findByRole('link', { name: '/fr/useful/food-database' });
    expect(link).toHaveAttribute('href', '/fr/useful/food-database');
    expect(link.closest('[aria-busy]')).toHaveTextContent('<b>pas du HTML</b>');
    expect(conversation().querySelector('b')).toBeNull();
  });

  it('announces an answer identical to the previous one again, each once', async () => {
    prefersReducedMotion(true);
    api.on('GET /api/chat/message/m1', () => answered('Même réponse.'));
    api.on('GET /api/chat/message/m2', () => answered('Même réponse.'));
    const user = userEvent.setup();
    await openChat();
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(announcer().textContent ?? ''));
    observer.observe(announcer(), { childList: true, characterData: true, subtree: true });
    await user.type(field(), 'Question{Enter}');
    await waitFor(() => expect(heard.filter(Boolean)).toEqual(['Même réponse.']));
    await user.type(field(), 'Question{Enter}');
    await waitFor(() => expect(heard.filter(Boolean)).toEqual(['Même réponse.', 'Même réponse.']));
    observer.disconnect();
  });

  it('shows the answer at once when the member prefers reduced motion', async () => {
    prefersReducedMotion(true);
    api.on('GET /api/chat/message/m1', () => answered('Tout de suite.'));
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Question{Enter}');
    expect(await within(conversation()).findByText('Tout de suite.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Afficher toute la réponse' })).not.toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent('Tout de suite.'));
  });
});

describe('ChatPage: Stop, failures and retry', () => {
  it('stops the stream on Stop and keeps what arrived', async () => {
    const stream = heldStream();
    api.on('GET /api/chat/message/m1', () => stream.response());
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Une longue réponse ?{Enter}');
    await stream.send('Le début ');
    await stream.send('de la réponse');
    await within(conversation()).findByText('Le début de la réponse');
    await user.click(screen.getByRole('button', { name: 'Arrêter' }));

    expect(await screen.findByText('Réponse interrompue.')).toBeInTheDocument();
    expect(within(conversation()).getByText('Le début de la réponse')).toBeInTheDocument();
    expect(stream.cancelled).toBe(true);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent('Le début de la réponse Réponse interrompue.'));
  });

  it('shows an error with a retry when the answer fails, and the retry streams it again', async () => {
    const first = heldStream();
    let attempts = 0;
    api.on('GET /api/chat/message/m1', () => {
      attempts += 1;
      return attempts === 1 ? first.response() : answered('Deuxième essai réussi.');
    });
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Question{Enter}');
    await first.send('Morceau');
    await first.fail();

    const entry = within(conversation()).getByRole('listitem');
    expect(await within(entry).findByText(/la réponse n'a pas pu être chargée/)).toBeInTheDocument();
    // What arrived before the failure stays in view.
    expect(within(entry).getByText('Morceau')).toBeInTheDocument();
    await waitFor(() => expect(announcer()).toHaveTextContent(/la réponse n'a pas pu être chargée/));
    await user.click(within(entry).getByRole('button', { name: 'Réessayer' }));

    expect(await within(entry).findByText('Deuxième essai réussi.')).toBeInTheDocument();
    expect(within(entry).queryByText(/n'a pas pu être chargée/)).not.toBeInTheDocument();
    // The same stored question is streamed again, not posted twice.
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(1);
    expect(api.callsTo('GET /api/chat/message/m1')).toHaveLength(2);
  });

  it('offers a retry for an answer the history holds as failed or unfinished, streaming the stored question', async () => {
    installChatApi([
      { id: 'f1', timestamp: '2026-11-20T08:00:00.000Z', human: 'Question ratée', ai: '', status: 'failed' },
      {
        id: 'p1',
        timestamp: '2026-11-20T08:01:00.000Z',
        human: 'Question en attente',
        ai: '',
        status: 'pending',
      },
    ]);
    api.on('GET /api/chat/message/p1', () => answered('Réponse enfin là.'));
    const user = userEvent.setup();
    await openChat();
    const [failed, pending] = within(conversation()).getAllByRole('listitem');
    expect(within(failed!).getByText(/la réponse n'a pas pu être chargée/)).toBeInTheDocument();
    expect(within(pending!).getByText("Cette réponse n'a pas été terminée.")).toBeInTheDocument();
    await user.click(within(pending!).getByRole('button', { name: 'Réessayer' }));
    expect(await within(pending!).findByText('Réponse enfin là.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/chat/message')).toHaveLength(0);
  });

  it('says in the member language when too many questions were asked, and posts again on retry', async () => {
    api.on('GET /api/chat/message/m1', () => answered('Voilà.'));
    api.fail('POST /api/chat/message', 429);
    const user = userEvent.setup();
    await openChat();
    await user.type(field(), 'Encore une question{Enter}');
    expect(
      await within(conversation()).findByText(/beaucoup de questions en peu de temps/),
    ).toBeInTheDocument();

    api.recover('POST /api/chat/message');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await within(conversation()).findByText('Voilà.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/chat/message').map((call) => call.body)).toEqual([
      { message: 'Encore une question', locale: 'fr' },
      { message: 'Encore une question', locale: 'fr' },
    ]);
  });
});

describe('ChatPage: following the latest', () => {
  /** jsdom lays nothing out: the list's scroll metrics are set by hand. */
  function scrollMetrics(element: HTMLElement, start: { scrollHeight: number; clientHeight: number }) {
    let { scrollHeight } = start;
    const { clientHeight } = start;
    let top = 0;
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => scrollHeight });
    Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => clientHeight });
    Object.defineProperty(element, 'scrollTop', {
      configurable: true,
      get: () => top,
      set: (value: number) => {
        top = Math.max(0, Math.min(value, scrollHeight - clientHeight));
      },
    });
    return {
      grow: (by: number) => {
        scrollHeight += by;
      },
    };
  }

  it('follows new text, stops following when the member scrolls up, and offers a jump to the latest', async () => {
    const stream = heldStream();
    api.on('GET /api/chat/message/m1', () => stream.response());
    const user = userEvent.setup();
    await openChat();
    const list = conversation();
    const metrics = scrollMetrics(list, { scrollHeight: 1000, clientHeight: 300 });

    await user.type(field(), 'Question{Enter}');
    metrics.grow(100);
    await stream.send('Un');
    expect(list.scrollTop).toBe(800);
    expect(screen.queryByRole('button', { name: /Aller au dernier message/ })).not.toBeInTheDocument();

    // The member scrolls up to read: new text no longer moves the list.
    list.scrollTop = 200;
    fireEvent.scroll(list);
    metrics.grow(100);
    await stream.send(' deux');
    expect(list.scrollTop).toBe(200);
    const jump = await screen.findByRole('button', { name: /Aller au dernier message/ });

    await user.click(jump);
    expect(list.scrollTop).toBe(900);
    expect(screen.queryByRole('button', { name: /Aller au dernier message/ })).not.toBeInTheDocument();
    metrics.grow(50);
    await stream.send(' trois');
    expect(list.scrollTop).toBe(950);
  });
});

describe('ChatPage: deleting the history', () => {
  it('asks first; on confirmation shows the loading state, deletes, then reloads the history', async () => {
    let history = HISTORY;
    api.on('GET /api/chat/history', () => history);
    api.on('DELETE /api/chat/history', () => {
      history = [];
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    await openChat();
    await user.click(screen.getByRole('button', { name: "Supprimer l'historique du chat" }));
    const dialog = screen.getByRole('dialog', { name: "Supprimer l'historique du chat ?" });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/chat/history')).toHaveLength(0);

    const held = api.hold('DELETE /api/chat/history');
    await user.click(screen.getByRole('button', { name: "Supprimer l'historique du chat" }));
    await user.click(
      within(screen.getByRole('dialog', { name: "Supprimer l'historique du chat ?" })).getByRole('button', {
        name: 'Supprimer',
      }),
    );
    expect(await screen.findByText('Chargement de la conversation…')).toBeInTheDocument();
    expect(screen.queryByText('Combien de QIS dans une pomme ?')).not.toBeInTheDocument();
    held.release();

    expect(await screen.findByText(/Aucun message pour l'instant/)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/chat/history')[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf-test-token');
    expect(api.callsTo('GET /api/chat/history')).toHaveLength(2);
  });
});
