/**
 * What a member's own foods and recipes accept: the API validates with these and the portal's forms
 * check them before sending (kept free of typebox so the browser bundles and web tests can import it).
 */
export const MyFoodLimits = {
  name: { minLength: 1, maxLength: 100 },
  kcalPer100g: { minimum: 0, maximum: 900 },
  portionLabel: { minLength: 1, maxLength: 40 },
  grams: { minimum: 1, maximum: 5000 },
  servings: { minimum: 1, maximum: 50 },
  ingredients: { minItems: 1, maxItems: 50 },
  /** Servings of a recipe eaten, in the diary (1.5 of a soup). */
  servingsEaten: { minimum: 0.25, maximum: 50, multipleOf: 0.25 },
};
