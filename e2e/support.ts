import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' };

/** Signs in through the login screen, as a member would, and waits for the home page. */
export async function signIn(page: Page, locale: 'en' | 'fr' | 'de' | 'nl' | null = 'fr') {
  const prefix = locale ? `/${locale}` : '';
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="email"]').fill(DEMO.email);
  await page.locator('input[name="password"]').fill(DEMO.password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/home$`));
}

/**
 * Installs a stand-in for the React DevTools hook before any script runs: every copy of React DOM in the page
 * registers itself with it, so the number of renderers is the number of React DOMs loaded.
 */
export async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}
