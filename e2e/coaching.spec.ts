import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import chatDe from '@qis/mfe-coaching/locales/chat/de.json';
import chatEn from '@qis/mfe-coaching/locales/chat/en.json';
import chatFr from '@qis/mfe-coaching/locales/chat/fr.json';
import chatNl from '@qis/mfe-coaching/locales/chat/nl.json';
import menusFr from '@qis/mfe-coaching/locales/magic-menus/fr.json';
import contactDe from '@qis/mfe-account/locales/contact/de.json';
import contactFr from '@qis/mfe-account/locales/contact/fr.json';
import { openHome, test } from './support';
import type { Locale } from '@qis/contract';

const CHAT = { en: chatEn, fr: chatFr, de: chatDe, nl: chatNl } as const;

/** The chat screen of one locale, read through its accessible names. */
function chatScreen(page: Page, locale: Locale) {
  const t = CHAT[locale];
  const conversation = page.getByRole('region', { name: t.conversationLabel });
  return {
    field: page.getByRole('textbox', { name: t.input.label }),
    conversation,
    exchanges: conversation.getByRole('listitem'),
    send: page.getByRole('button', { name: t.send, exact: true }),
    stop: page.getByRole('button', { name: t.stop, exact: true }),
  };
}

/** The answer's text on screen, or null while the assistant has not started answering. */
async function answerText(exchange: Locator, locale: Locale): Promise<string | null> {
  const answer = exchange.locator('[aria-busy]').last();
  if ((await answer.count()) === 0) return null;
  const text = (await answer.innerText()).trim();
  return text === '' || text === CHAT[locale].answering ? null : text;
}

/** An exchange's answer once it is whole on screen: streamed, then typed out. */
async function finishedAnswer(exchange: Locator): Promise<string> {
  const answer = exchange.locator('[aria-busy]').last();
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  return (await answer.innerText()).trim();
}

/** Opens the chat and waits for the history, so new exchanges can be counted. */
async function openChat(page: Page, locale: Locale) {
  await page.goto(`/${locale}/chat`);
  await expect(chatScreen(page, locale).conversation).toBeVisible();
}

/**
 * Records, from now on, whether the chat ever showed its "show the whole answer" button: it shows while an
 * answer is typing out, so a page that never showed it revealed each answer whole at once.
 */
async function watchTyping(page: Page, locale: Locale) {
  await page.evaluate((label) => {
    const seen = window as unknown as { sawTyping: boolean; typingWatch?: MutationObserver };
    seen.sawTyping = false;
    seen.typingWatch?.disconnect();
    const check = () => {
      if (Array.from(document.querySelectorAll('button')).some((button) => button.textContent === label))
        seen.sawTyping = true;
    };
    seen.typingWatch = new MutationObserver(check);
    seen.typingWatch.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, CHAT[locale].showWhole);
  return () => page.evaluate(() => (window as unknown as { sawTyping: boolean }).sawTyping);
}

/**
 * Asks a question with the keyboard and answers the finished answer. With motion (the default), on the
 * way it checks that the answer typed itself out (a part of it showed before the whole); for a member who
 * asked for reduced motion (`reducedMotion: 'reduce'`), that it never typed: the whole answer at once.
 */
async function ask(page: Page, locale: Locale, question: string): Promise<string> {
  const chat = chatScreen(page, locale);
  await expect(chat.conversation).toBeVisible();
  const reducedMotion = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const typed = await watchTyping(page, locale);
  const before = await chat.exchanges.count();
  await chat.field.fill(question);
  await chat.field.press('Enter');
  await expect(chat.field).toHaveValue('');
  const exchange = chat.exchanges.nth(before);
  await expect(exchange).toContainText(question);
  let partial = '';
  await expect
    .poll(async () => {
      partial = (await answerText(exchange, locale)) ?? '';
      return partial.length;
    })
    .toBeGreaterThan(0);
  const whole = await finishedAnswer(exchange);
  expect(await typed(), reducedMotion ? 'typed out despite reduced motion' : 'typed out').toBe(
    !reducedMotion,
  );
  if (!reducedMotion) {
    expect(whole.startsWith(partial.slice(0, -1))).toBe(true);
    expect(whole.length).toBeGreaterThan(partial.length);
  }
  return whole;
}

/** The food database's rows for a search: name and QIS per 100 g, as the member sees them. */
async function foodDatabase(page: Page, locale: Locale, query: string) {
  await page.goto(`/${locale}/useful/food-database`);
  const search = page.locator('input[type="search"], input[name="searchText"]').first();
  await search.fill(query);
  await search.press('Enter');
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((all) =>
    all.map((row) => {
      const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '');
      return { name: cells[0] ?? '', qis: cells[1] ?? '' };
    }),
  );
}

/**
 * Makes the page's chat streams stall after their first event until `releaseChatStreams`, and end
 * when the request is aborted, as a slow model's stream would. Only the timing changes: the bytes are
 * the server's own.
 */
async function holdChatStreams(page: Page) {
  await page.evaluate(() => {
    const held = window as unknown as { realFetch?: typeof fetch; holdStreams: boolean };
    held.holdStreams = true;
    held.realFetch ??= window.fetch.bind(window);
    const realFetch = held.realFetch;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!held.holdStreams || !/\/api\/chat\/message\/[^/]+$/.test(url) || !response.body) return response;
      const reader = response.body.getReader();
      const signal = init?.signal;
      let seen = '';
      let forwarded = 0;
      const decoder = new TextDecoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (seen.includes('\n\n')) {
            // Stalled after the first event: only an abort ends it.
            await new Promise<void>((resolve) => signal?.addEventListener('abort', () => resolve()));
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
            return;
          }
          const { done, value } = await reader.read();
          if (done) return controller.close();
          seen += decoder.decode(value, { stream: true });
          const end = seen.indexOf('\n\n');
          const upTo = end === -1 ? seen : seen.slice(0, end + 2);
          controller.enqueue(new TextEncoder().encode(upTo.slice(forwarded)));
          forwarded = upTo.length;
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

async function releaseChatStreams(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { holdStreams: boolean }).holdStreams = false;
  });
}

const QIS_PER_100G: Record<Locale, RegExp> = {
  en: /per 100 g: (\d+) QIS/,
  fr: /pour 100 g : (\d+) QIS/,
  de: /pro 100 g: (\d+) QIS/,
  nl: /per 100 g: (\d+) QIS/,
};
const SOURCE: Record<Locale, RegExp> = { en: /Source: /, fr: /Source : /, de: /Quelle: /, nl: /Bron: / };

test.describe('coaching: the chat', () => {
  // The answers show whole at once, as for a member who asked for less motion: typing them out at 25 ms
  // a character took 10-30 s an answer. The tests about the typing itself turn motion back on.
  test.use({ reducedMotion: 'reduce' });

  test('opens from the header, answers the banana question typing it out, with the food database figure', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openHome(page, 'fr');
    await page.getByRole('link', { name: 'Chat IA' }).first().click();
    await expect(page).toHaveURL(/\/fr\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat IA' })).toBeVisible();
    await expect(page.getByText(/assistant virtuel et non un être humain/)).toBeVisible();

    const answer = await ask(page, 'fr', 'Combien de QIS dans une banane ?');
    const name = answer.split('\n')[0]!.replace(/\s*:\s*$/, '');
    const qis = QIS_PER_100G.fr.exec(answer)?.[1];
    expect(qis).toBeDefined();
    expect(answer).toMatch(SOURCE.fr);

    const rows = await foodDatabase(page, 'fr', 'banane');
    const row = rows.find((candidate) => candidate.name === name);
    expect(row, `the food database lists ${name}`).toBeDefined();
    expect(row!.qis).toBe(qis);
  });

  for (const [locale, question, search] of [
    ['en', 'How many QIS in a banana?', 'banana'],
    ['de', 'Wie viele QIS hat eine Banane?', 'Banane'],
    ['nl', 'Hoeveel QIS zit er in een banaan?', 'banaan'],
  ] as const) {
    test(`answers the banana question in ${locale}, with that locale's food database figure`, async ({
      page,
    }) => {
      await openHome(page, locale);
      await openChat(page, locale);
      const answer = await ask(page, locale, question);
      expect(answer).toMatch(SOURCE[locale]);
      const name = answer.split('\n')[0]!.replace(/\s*:\s*$/, '');
      const qis = QIS_PER_100G[locale].exec(answer)?.[1];
      expect(qis).toBeDefined();
      const row = (await foodDatabase(page, locale, search)).find((candidate) => candidate.name === name);
      expect(row, `the food database lists ${name}`).toBeDefined();
      expect(row!.qis).toBe(qis);
    });
  }

  test('gives the calculator figure for the daily need, the bonus figure for cycling, and no number for medication', async ({
    page,
  }) => {
    await openHome(page, 'en');
    await openChat(page, 'en');
    const need = await ask(page, 'en', 'What is my daily QIS need?');
    const stated = /Your daily energy need is (\d+) QIS/.exec(need)?.[1];
    const basis = /(woman|man), (\d+) years, ([\d.]+) kg/.exec(need);
    expect(stated).toBeDefined();
    expect(basis).not.toBeNull();
    expect(need).toMatch(/assumed/);

    const cycling = await ask(page, 'en', '30 minutes of cycling');
    const bonus = /30 minutes of (.+) earn you (\d+) bonus QIS/.exec(cycling);
    expect(bonus).not.toBeNull();

    const medication = await ask(page, 'en', 'Can I take my blood pressure medication with grapefruit?');
    expect(medication).toMatch(/doctor/);
    expect(medication).not.toMatch(/\d/);

    // The calculator, with the profile the answer named and the activity level it assumed.
    await page.goto('/en/qis/calculator');
    await page.locator('input[name="weight"]').fill(basis![3]!);
    await page.locator('input[name="age"]').fill(basis![2]!);
    const gender = basis![1] === 'woman' ? 'female' : 'male';
    await page.locator(`input[type="radio"][value="${gender}"]`).check();
    await page.locator('input[type="radio"][value="sitting"]').check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(`${stated} QIS`, { exact: true })).toBeVisible();

    // The bonus screen, at the member's weight: its cycling row, scaled to 30 minutes.
    await page.goto('/en/useful/bonus');
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    const bonusRows = await rows.evaluateAll((all) =>
      all.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim() ?? '')),
    );
    const cyclingRow = bonusRows.find(([activity]) => activity?.toLowerCase() === bonus![1]!.toLowerCase());
    expect(cyclingRow, `the bonus screen lists ${bonus![1]}`).toBeDefined();
    const [, minutes, qis] = cyclingRow!;
    expect(Math.abs((Number(qis) * 30) / Number(minutes) - Number(bonus![2]))).toBeLessThanOrEqual(1);
  });

  for (const { locale, question, says, contact } of [
    {
      locale: 'de',
      question: 'Darf ich Ibuprofen nehmen während der Diät?',
      says: /Fragen zu Medikamenten und Nahrungsergänzungsmitteln/,
      contact: contactDe,
    },
    {
      locale: 'fr',
      question: 'je suis déprimée et je n’ai plus envie de manger',
      says: /Merci de me l’avoir confié[\s\S]*appelez tout de suite le 112/,
      contact: contactFr,
    },
  ] as const) {
    test(`refers "${question}" to a doctor, with a working link to the contact screen's expert lines`, async ({
      page,
    }) => {
      await openHome(page, locale);
      await openChat(page, locale);
      const answer = await ask(page, locale, question);
      expect(answer).toMatch(says);
      const exchange = chatScreen(page, locale).exchanges.last();
      await exchange.getByRole('link', { name: `/${locale}/contact` }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact$`));
      await expect(page.getByRole('heading', { name: contact.phones.title })).toBeVisible();
    });
  }

  test('Stop keeps the partial answer; a reload shows the history; delete empties it', async ({ page }) => {
    // Stop comes while the answer types out.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await openHome(page, 'fr');
    await openChat(page, 'fr');
    const chat = chatScreen(page, 'fr');
    // The embedded assistant answers in milliseconds: hold the stream after its first event, so Stop
    // comes while the answer is under way, as it would with a slow model.
    await holdChatStreams(page);
    const before = await chat.exchanges.count();
    await chat.field.fill('Combien de QIS dans une pomme ?');
    await chat.field.press('Enter');
    await expect(chat.stop).toBeVisible();
    const exchange = chat.exchanges.nth(before);
    let partial = '';
    await expect
      .poll(async () => {
        partial = (await answerText(exchange, 'fr')) ?? '';
        return partial.length;
      })
      .toBeGreaterThan(0);
    await chat.stop.click();
    await expect(exchange.getByText(chatFr.stopped)).toBeVisible();
    await expect(chat.send).toBeVisible();
    // What arrived stays: the first event's text, typed out at once.
    expect((await answerText(exchange, 'fr'))?.startsWith(partial)).toBe(true);
    await releaseChatStreams(page);

    // The history is what the rest is about: the next answer shows whole at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ask(page, 'fr', "Qu'est-ce que le QIS ?");
    await page.reload();
    await expect(chat.exchanges.filter({ hasText: "Qu'est-ce que le QIS ?" })).toHaveCount(1);
    await expect(chat.exchanges.filter({ hasText: 'Combien de QIS dans une pomme ?' })).toHaveCount(1);

    await page.getByRole('button', { name: chatFr.delete.button }).click();
    const dialog = page.getByRole('dialog', { name: chatFr.delete.title });
    await dialog.getByRole('button', { name: chatFr.delete.confirm, exact: true }).click();
    await expect(page.getByText(chatFr.empty)).toBeVisible();
    await page.reload();
    await expect(page.getByText(chatFr.empty)).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await openHome(page, 'fr');
    await openChat(page, 'fr');
    await ask(page, 'fr', 'Combien de QIS dans une banane ?');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });
});

test.describe('coaching: magic menus', () => {
  const card = (page: Page, name: string) => page.getByRole('button', { name });

  async function makeMainCourse(page: Page, wishes: { like?: string; dislike?: string }) {
    await page.goto('/fr/magic-menus');
    if (wishes.like) await page.getByLabel(menusFr.wishes.like.label, { exact: true }).fill(wishes.like);
    if (wishes.dislike)
      await page.getByLabel(menusFr.wishes.dislike.label, { exact: true }).fill(wishes.dislike);
    await card(page, menusFr.meals.mainCourse.create).click();
    const dialog = page.getByRole('dialog', { name: /Votre recette magique/ });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: menusFr.loading.title })).toHaveCount(0);
    return dialog;
  }

  test.beforeEach(async ({ page }) => {
    await openHome(page, 'fr');
  });

  test('a main course without fish when "poisson" is disliked, with chicken when "poulet" is liked; it prints', async ({
    page,
  }) => {
    const withoutFish = await makeMainCourse(page, { dislike: 'poisson' });
    await expect(withoutFish).toContainText(/\d+ QIS/);
    // The ingredients; the notes may well say "sans poisson".
    const ingredients = (await withoutFish.locator('li').allInnerTexts()).join('\n');
    expect(ingredients).toMatch(/\d+ g/);
    // Whole words: the semoule of a couscous is no mussel (moule).
    expect(ingredients).not.toMatch(
      /\b(poissons?|saumon|thon|cabillaud|truite|sardines?|maquereau|colin|merlu|hareng|lieu|sole|dorade|bar|anchois|crevettes?|moules?)\b/i,
    );
    await withoutFish.getByText(menusFr.recipe.close, { exact: true }).click();

    const withChicken = await makeMainCourse(page, { like: 'poulet' });
    expect((await withChicken.locator('li').allInnerTexts()).join('\n')).toMatch(/poulet/i);
    await expect(withChicken).toContainText(/\d+ QIS/);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await withChicken.getByRole('button', { name: menusFr.recipe.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('a like written as markup shows as text and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const attack = '<img src=x onerror=alert(1)>';
    const recipe = await makeMainCourse(page, { like: attack });
    expect(await recipe.locator('img[onerror], script').count()).toBe(0);
    // The recipe says the wish matched no food, quoting it: as text.
    await expect(recipe).toContainText(attack);
    expect(dialogs).toEqual([]);
  });

  test('has no accessibility violations, with the recipe open too', async ({ page }) => {
    await page.goto('/fr/magic-menus');
    await expect(page.getByRole('heading', { level: 1, name: menusFr.title })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await makeMainCourse(page, {});
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
