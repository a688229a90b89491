// The build prerenders in Node (shell/scripts/prerenderLoginPlugin.js); the same function is run here.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locale } from '@qis/contract';
import { renderLoginPage } from './renderLogin';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>QIS</title><script defer src="/main.0a1b2c3d.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** What each locale's page must say: the labels, the button, the title and the no-JavaScript notice. */
const EXPECTED: Record<Locale, { email: string; password: string; submit: string; notice: string }> = {
  en: {
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    notice: 'JavaScript is turned off in this browser. Turn it on to sign in.',
  },
  fr: {
    email: 'Adresse email',
    password: 'Mot de passe',
    submit: 'Se connecter',
    notice: 'JavaScript est désactivé dans ce navigateur. Activez-le pour vous connecter.',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    submit: 'Anmelden',
    notice: 'JavaScript ist in diesem Browser ausgeschaltet. Schalten Sie es ein, um sich anzumelden.',
  },
  nl: {
    email: 'E-mailadres',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    notice: 'JavaScript staat uit in deze browser. Zet het aan om in te loggen.',
  },
};

const page = (locale: Locale, path = `/${locale}/login`) =>
  renderLoginPage(TEMPLATE, {
    locale,
    path,
    css: '.shell-login{display:grid}\n/*# sourceMappingURL=login.css.map*/',
    prefetch: ['portal.abcdef12.js', 'layout.21fedcba.css'],
  });

// React's Node renderer schedules its work with setImmediate, which the jsdom environment hides.
beforeAll(() => {
  if (typeof globalThis.setImmediate === 'undefined') {
    Object.assign(globalThis, {
      setImmediate: (run: () => void) => setTimeout(run, 0),
      clearImmediate: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    });
  }
});

describe('the prerendered login page', () => {
  it.each(Object.entries(EXPECTED) as [Locale, (typeof EXPECTED)[Locale]][])(
    'holds the form in %s, labelled in that language, with the notice for browsers without JavaScript',
    async (locale, text) => {
      const html = await page(locale);
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toMatch(/<form class="qis-login-form"/);
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${text.email}</label>`));
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${text.password}</label>`));
      expect(html).toMatch(/<input (?=[^>]*type="email")(?=[^>]*name="email")/);
      expect(html).toMatch(/<input (?=[^>]*type="password")(?=[^>]*name="password")/);
      // Disabled until the form is valid, as the script renders it: nothing can be sent without it.
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*disabled="">${text.submit}</button>`));
      expect(html).toContain(
        `<noscript><p class="shell-noscript" role="alert">${text.notice}</p></noscript>`,
      );
    },
  );

  it('puts the markup in the root the client hydrates, with the CSS inline and no download before the paint', async () => {
    const html = await page('fr');
    expect(html).toContain('<div id="root" data-prerendered="login"><main class="shell-login">');
    expect(html).toContain('<style>.shell-login{display:grid}\n</style></head>');
    // The entry is the only script the page names; it starts the rest after the first frame.
    expect(html).toContain('<script defer src="/main.0a1b2c3d.js"></script>');
    expect(html).not.toContain('rel="preload"');
    // The portal's files are only listed, for the login to prefetch once idle; they run after sign-in.
    expect(html).toContain(
      '<meta name="qis-portal-files" content="/portal.abcdef12.js /layout.21fedcba.css">',
    );
    expect(html).not.toContain('rel="prefetch"');
    expect(html).not.toContain('<script defer src="/portal');
    expect(html).not.toContain('sourceMappingURL');
  });

  it('links the language switcher to the other locales of the login', async () => {
    const html = await page('de');
    for (const locale of ['en', 'fr', 'nl']) expect(html).toContain(`href="/${locale}/login"`);
    expect(html).not.toContain('href="/de/login"');
  });

  it('renders the address without a locale in the default language', async () => {
    const html = await page('en', '/login');
    expect(html).toContain(EXPECTED.en.email);
    expect(html).toContain('href="/fr/login"');
  });
});
