import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeApi, mealPlanResponse, planRecipe } from '@qis/shared/testing';
import { installPlanApi, PLAN_QUERY, renderPlanPage } from '../testing/planPages';
import { SHOPPING_LIST_STORAGE_PREFIX } from './useTickedFoods';
import ShoppingListPage from './ShoppingListPage';

const renderList = (signIn = true) => renderPlanPage(<ShoppingListPage />, 'shopping-list', { signIn });

describe('ShoppingListPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    const plan = mealPlanResponse({ portions: 'scaled' });
    // Tuesday's salad served 2½ times: 200 g for 2 portions → 250 g; the salt of every recipe adds up.
    plan.mealPlans[1] = { ...plan.mealPlans[1]!, lunch: planRecipe('Tue salad', 50, 2.5) };
    api = installPlanApi({ plan });
  });

  it("lists the week's foods by QIS-table category with the summed amounts, in the page's language", async () => {
    await renderList();
    expect(
      await screen.findByRole('heading', { name: 'Liste de courses de la semaine', level: 1 }),
    ).toBeInTheDocument();
    const vegetables = screen.getByRole('region', { name: 'Légumes' });
    expect(within(vegetables).getByRole('checkbox', { name: 'Tue salad 250 g' })).toBeInTheDocument();
    expect(within(vegetables).getByRole('checkbox', { name: 'Mon porridge 100 g' })).toBeInTheDocument();
    // 28 recipes a week, each with 0.5 g × factor ÷ 2 of salt: 27 × 0.25 + 0.625 = 7.375 g.
    const other = screen.getByRole('region', { name: 'Autres aliments' });
    expect(within(other).getByRole('checkbox', { name: 'Salt 7,4 g' })).toBeInTheDocument();
  });

  it('keeps the ticks of this plan in browser storage across a reload', async () => {
    const user = userEvent.setup();
    const first = await renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Tue salad 250 g' }));
    expect(screen.getByRole('checkbox', { name: 'Tue salad 250 g' })).toBeChecked();
    const stored = Object.keys(localStorage).filter((key) => key.startsWith(SHOPPING_LIST_STORAGE_PREFIX));
    expect(stored).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(stored[0]!)!)).toEqual(['test:tue-salad']);
    first.unmount();
    // A reload: browser storage as the first page left it.
    await renderList(false);
    expect(await screen.findByRole('checkbox', { name: 'Tue salad 250 g' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mon porridge 100 g' })).not.toBeChecked();
    expect(api.callsTo('GET /api/meal-plan/create')).toHaveLength(1);
  });

  it('offers print and a way back to the plan', async () => {
    await renderList();
    expect(await screen.findByRole('button', { name: 'Imprimer la liste' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au plan' })).toHaveAttribute(
      'href',
      `/fr/meal-plan/results?${PLAN_QUERY}`,
    );
  });
});
