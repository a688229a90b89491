import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@qis/shared';
import {
  DEMO_MEMBER,
  installFakeApi,
  jsonResponse,
  renderWithPortal,
  setCsrfCookie,
  TEST_CSRF_TOKEN,
  tokenExpiringIn,
} from '@qis/shared/testing';
import { LoginPage } from './LoginPage';

const EMAIL_ERROR = 'Adresse email invalide.';
const PASSWORD_ERROR = 'Le mot de passe doit comporter au moins 4 caractères.';

function renderLogin(path = '/fr/login') {
  return renderWithPortal(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/fr/login" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { bare: true, signIn: false, path },
  );
}

const emailInput = () => screen.getByLabelText('Adresse email');
const passwordInput = () => screen.getByLabelText('Mot de passe');
const submitButton = () => screen.getByRole('button', { name: 'Se connecter' });

/** Makes the inputs look autofilled to the `:autofill` check, as a browser's password manager would. */
function simulateAutofillPseudoClass() {
  const original = HTMLInputElement.prototype.matches;
  return jest.spyOn(HTMLInputElement.prototype, 'matches').mockImplementation(function (
    this: HTMLInputElement,
    selector: string,
  ) {
    if (selector === ':autofill' || selector === ':-webkit-autofill') return true;
    return original.call(this, selector);
  });
}

/** Sets a value the way autofill does: in the DOM, without any event reaching React. */
function fillWithoutEvents(input: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
}

beforeEach(() => {
  localStorage.clear();
  setCsrfCookie();
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('login form rules', () => {
  it('shows the page in French with its title, fields and language switcher', () => {
    renderLogin();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Connexion à votre espace membre' }),
    ).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('name', 'email');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeInTheDocument();
  });

  it('shows a field message only after that field has been edited', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();

    await user.click(emailInput());
    await user.tab();
    // Visiting is not editing.
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();

    await user.type(emailInput(), 'camille@');
    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();

    await user.type(emailInput(), 'example.com');
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();

    await user.type(passwordInput(), 'abc');
    expect(screen.getByText(PASSWORD_ERROR)).toBeInTheDocument();
    await user.type(passwordInput(), 'd');
    expect(screen.queryByText(PASSWORD_ERROR)).not.toBeInTheDocument();
  });

  it('shows the message again when an edited field is emptied', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(passwordInput(), 'abcd');
    await user.clear(passwordInput());
    expect(screen.getByText(PASSWORD_ERROR)).toBeInTheDocument();
  });

  it('keeps submit disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(submitButton()).toBeDisabled();
    await user.type(emailInput(), 'demo@example.com');
    await user.type(passwordInput(), 'abc');
    expect(submitButton()).toBeDisabled();
    await user.type(passwordInput(), 'd');
    expect(submitButton()).toBeEnabled();
  });

  it('enables submit when autofill is detected 500 ms after load, not before', () => {
    jest.useFakeTimers();
    simulateAutofillPseudoClass();
    renderLogin();
    act(() => jest.advanceTimersByTime(499));
    expect(submitButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(submitButton()).toBeEnabled();
  });

  it('keeps submit disabled when nothing was autofilled', () => {
    jest.useFakeTimers();
    renderLogin();
    act(() => jest.advanceTimersByTime(1000));
    expect(submitButton()).toBeDisabled();
  });

  it('sends nothing when submitted with an empty field', async () => {
    simulateAutofillPseudoClass();
    const { fetch: fetchMock } = installFakeApi(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(submitButton()).toBeEnabled());

    await user.click(submitButton());
    fillWithoutEvents(emailInput(), 'demo@example.com');
    await user.click(submitButton());

    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in with autofilled values the form state never saw', async () => {
    simulateAutofillPseudoClass();
    const { callsTo } = installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fillWithoutEvents(emailInput(), 'demo@example.com');
    fillWithoutEvents(passwordInput(), 'demo1234');

    await user.click(submitButton());

    await waitFor(() => expect(callsTo('/api/auth/login')).toHaveLength(1));
    expect(callsTo('/api/auth/login')[0]?.body).toEqual({ email: 'demo@example.com', pass: 'demo1234' });
  });
});

describe('login errors and success', () => {
  async function submitValid() {
    const user = userEvent.setup();
    await user.type(emailInput(), 'demo@example.com');
    await user.type(passwordInput(), 'demo1234');
    await user.click(submitButton());
  }

  it.each([
    [400, 'Vos identifiants de connexion ne sont plus valides. Veuillez contacter le support client.'],
    [401, 'Identifiants invalides'],
    [429, 'Identifiants invalides'],
    [500, 'Identifiants invalides'],
  ])('maps HTTP %i to its message', async (status, message) => {
    installFakeApi(() =>
      jsonResponse(status, { error: status === 400 ? 'expired' : 'x', message: 'server text' }),
    );
    renderLogin();
    await submitValid();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('maps a network failure to the unexpected-error message', async () => {
    installFakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLogin();
    await submitValid();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur inattendue est survenue');
  });

  it('shows the messages in the page language', async () => {
    installFakeApi(() => jsonResponse(401, { error: 'unauthorized', message: 'no' }));
    renderLogin('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('posts the credentials with the CSRF header, stores the session and goes to / with the locale', async () => {
    const accessToken = tokenExpiringIn(900);
    const { callsTo } = installFakeApi(() =>
      jsonResponse(200, { accessToken, refreshToken: 'refresh-9', user: DEMO_MEMBER }),
    );
    const { store } = renderLogin();
    await submitValid();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/fr$/));
    const [login] = callsTo('/api/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'demo@example.com', pass: 'demo1234' });
    expect(login?.headers.get('X-XSRF-TOKEN')).toBe(TEST_CSRF_TOKEN);
    expect(store.getState().session.accessToken).toBe(accessToken);
    expect(localStorage.getItem('access_token')).toBe(accessToken);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(DEMO_MEMBER);
  });
});
