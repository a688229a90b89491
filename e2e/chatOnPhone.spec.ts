import { expect } from '@playwright/test';
import chatFr from '@qis/mfe-coaching/locales/chat/fr.json';
import { openHome, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the question field stays in view under the newest answer, three answers on', async ({
  page,
}) => {
  await openHome(page, 'fr');
  await page.goto('/fr/chat');
  const conversation = page.getByRole('region', { name: chatFr.conversationLabel });
  const field = page.getByRole('textbox', { name: chatFr.input.label });
  await expect(conversation).toBeVisible();
  const before = await conversation.getByRole('listitem').count();

  const answerOf = (index: number) =>
    conversation
      .getByRole('listitem')
      .nth(before + index)
      .locator('[aria-busy]')
      .last();
  const finished = (index: number) =>
    expect(answerOf(index)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });

  // The first question from the intro's examples, at the top of the page: the page itself brings the
  // answer and the field below it into view.
  await page.getByRole('button', { name: chatFr.examples.banana }).click();
  await finished(0);
  await expect(field).toBeInViewport({ ratio: 1 });
  await expect(answerOf(0)).toBeInViewport();

  // The page followed that answer as it typed out; the next two show whole at once, as for a member who
  // asked for less motion (typing them out took 20 s), and the page follows them just the same.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [index, question] of ['30 minutes de vélo', 'Qu’est-ce que le QIS ?'].entries()) {
    await field.fill(question);
    await field.press('Enter');
    await finished(index + 1);
  }
  await field.blur();

  // The intro scrolled away; the field is on screen, the newest answer right above it.
  await expect(page.getByText(/assistant virtuel et non un être humain/)).not.toBeInViewport();
  await expect(field).toBeInViewport({ ratio: 1 });
  const newest = answerOf(2);
  await expect(newest).toBeInViewport();
  const answerBox = (await newest.boundingBox())!;
  const fieldBox = (await field.boundingBox())!;
  expect(answerBox.y + answerBox.height).toBeLessThanOrEqual(fieldBox.y);
  expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(844);

  // Scrolling back to read an earlier answer keeps the field at hand.
  await page.mouse.wheel(0, -300);
  await expect(answerOf(1)).toBeInViewport();
  await expect(field).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/chat-on-phone.png' });
});
