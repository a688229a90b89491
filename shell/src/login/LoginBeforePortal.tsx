import { StrictMode, startTransition, useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  DEFAULT_LOCALE,
  localeFromPath,
  localizePath,
  requestSignIn,
  writeStoredSession,
  type SignInError,
} from '@qis/shared/sign-in';
import type { LoginRequest, LoginResponse } from '@qis/contract/api';
import { applyLocale } from '../language/applyLocale';
import { loadPortal } from '../loadPortal';
import { preloadFirstScreen } from '../routes/screens';
import type { PageLocation } from '../language/LanguageLinks';
import { LoginScreen } from './LoginScreen';
import { prefetchPortalWhenIdle } from './prefetchPortal';

const currentLocation = (): PageLocation => {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
};

interface LoginBeforePortalProps {
  initialLocation: PageLocation;
  /** Takes a new session into the page: the portal replaces the login (the prerender's is never called). */
  onSignedIn: (session: LoginResponse) => Promise<void> | void;
}

/**
 * The login shown first, on its own: the address is its only state (a language link pushes the new
 * address, Back goes back to the previous one), so it runs without the router and the store.
 */
function LoginBeforePortal({ initialLocation, onSignedIn }: LoginBeforePortalProps) {
  const [location, setLocation] = useState(initialLocation);
  const locale = localeFromPath(location.pathname) ?? DEFAULT_LOCALE;

  useEffect(() => {
    const follow = () => setLocation(currentLocation());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  useLayoutEffect(() => applyLocale(locale), [locale]);

  const onNavigate = (to: string) => {
    window.history.pushState(null, '', to);
    setLocation(currentLocation());
  };
  const signIn = async (credentials: LoginRequest): Promise<SignInError | null> => {
    const result = await requestSignIn(credentials);
    if ('error' in result) return result.error;
    try {
      await onSignedIn(result.session);
      return null;
    } catch {
      // Signed in, but the portal's code could not be loaded (the network went): submitting again retries.
      return 'unexpected';
    }
  };
  return <LoginScreen location={location} onNavigate={onNavigate} signIn={signIn} />;
}

/** The element the build prerenders and the page hydrates: one function, so both trees are the same. */
export function loginFirstElement(props: LoginBeforePortalProps): ReactElement {
  return (
    <StrictMode>
      <LoginBeforePortal {...props} />
    </StrictMode>
  );
}

/**
 * Adopts the prerendered login in `container`. After sign-in the session goes to browser storage
 * (where the portal's store reads it), the address becomes the portal's start in the same language,
 * and the same React root renders the portal in place of the login.
 */
export function startLoginFirst(container: HTMLElement): Root {
  const element = loginFirstElement({
    initialLocation: currentLocation(),
    onSignedIn: async (session) => {
      const start = localizePath('/', window.location.pathname);
      preloadFirstScreen(start, true);
      // Loaded before anything is stored: if the network fails here, the form says so and nothing half-done remains.
      const { portalElement } = await loadPortal();
      writeStoredSession(session);
      window.history.replaceState(null, '', start);
      root.render(portalElement());
    },
  });
  // The form is already on screen: hydrating it as a transition lets React yield to the browser between
  // slices of work instead of holding the main thread (a member can type meanwhile; events are replayed).
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  prefetchPortalWhenIdle();
  return root;
}
