import type { RouteTable } from '@qis/shared';

/**
 * Every screen of the nutrition remote: its routes (routes.tsx), its standalone links, and its entries
 * in the shell's side menu and home page are all read from here. `order` places an entry in the whole
 * menu across the remotes; `locales` limits where the menu shows it (the food-data screens only where
 * the catalogue has names in that language).
 */
export const NUTRITION_ROUTES = {
  remote: 'mfe-nutrition',
  routes: [
    {
      path: 'meal-plan',
      screen: 'mealPlan',
      title: { ns: 'nutrition-meal-plan', key: 'create.title' },
      menu: { key: 'mealPlan', order: 30 },
      homeTile: 3,
    },
    {
      path: 'diary',
      screen: 'diary',
      title: { ns: 'nutrition-diary', key: 'title' },
      menu: { key: 'diary', order: 35 },
      homeTile: 6,
    },
    {
      path: 'my-foods',
      screen: 'myFoods',
      title: { ns: 'nutrition-my-foods', key: 'title' },
    },
    {
      path: 'meal-plan/results',
      screen: 'mealPlanResults',
      title: { ns: 'nutrition-meal-plan', key: 'results.title' },
    },
    {
      path: 'meal-plan/shopping-list',
      screen: 'shoppingList',
      title: { ns: 'nutrition-meal-plan', key: 'shopping.title' },
    },
    {
      path: 'qis/what-is-qis',
      screen: 'whatIsQis',
      title: { ns: 'nutrition-qis', key: 'whatIsQis.title' },
      menu: { key: 'whatIsQis', group: 'qis', order: 70 },
    },
    {
      path: 'qis/calculator',
      screen: 'qisCalculator',
      title: { ns: 'nutrition-qis', key: 'calculator.title' },
      menu: { key: 'calculator', group: 'qis', order: 71 },
    },
    {
      path: 'qis/table',
      screen: 'qisTable',
      title: { ns: 'nutrition-qis', key: 'table.title' },
      menu: { key: 'table', group: 'qis', order: 72 },
    },
    {
      path: 'useful/food-database',
      screen: 'foodDatabase',
      title: { ns: 'nutrition-useful', key: 'foodDatabase.title' },
      menu: { key: 'foodDatabase', group: 'useful', order: 62 },
      locales: ['de', 'en'],
    },
    {
      path: 'useful/low-qis',
      screen: 'lowQis',
      title: { ns: 'nutrition-useful', key: 'lowQis.title' },
      menu: { key: 'lowQis', group: 'useful', order: 63 },
      locales: ['de', 'en'],
    },
    {
      path: 'useful/cholesterol-free',
      screen: 'cholesterolFree',
      title: { ns: 'nutrition-useful', key: 'cholesterolFree.title' },
      menu: { key: 'cholesterolFree', group: 'useful', order: 64 },
      locales: ['de', 'en'],
    },
    {
      path: 'useful/bonus',
      screen: 'bonus',
      title: { ns: 'nutrition-useful', key: 'bonus.title' },
      menu: { key: 'bonus', group: 'useful', order: 65 },
      locales: ['de', 'en', 'fr'],
    },
    {
      path: 'useful/tip-of-the-day',
      screen: 'tipOfTheDay',
      title: { ns: 'nutrition-useful', key: 'tipOfTheDay.title' },
      menu: { key: 'tipOfTheDay', group: 'useful', order: 60 },
      locales: ['de', 'en', 'fr'],
    },
    {
      path: 'useful/recipe-of-the-day',
      screen: 'recipeOfTheDay',
      title: { ns: 'nutrition-useful', key: 'recipeOfTheDay.title' },
      menu: { key: 'recipeOfTheDay', group: 'useful', order: 61 },
    },
  ],
} as const satisfies RouteTable;
