import { Type, type Static, type TSchema } from 'typebox';
import { LOCALES } from '../locales';
import { NOT_BLANK } from './errors';
import { MyFoodLimits } from '../myFoodLimits';

// A member's own foods (from a label) and recipes (from ingredients): /api/my-foods, /api/my-recipes.

export { MyFoodLimits };

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Name = Type.String({ ...MyFoodLimits.name, pattern: NOT_BLANK, description: '1 to 100 characters' });
const Locale = Type.Enum([...LOCALES], { description: 'The language the name is written in' });
const Id = Type.String({ format: 'uuid' });

const PortionBody = Type.Object(
  {
    label: Type.String({
      ...MyFoodLimits.portionLabel,
      pattern: NOT_BLANK,
      description: 'As the label says it: "1 bar", "1 bowl"',
    }),
    grams: Type.Number({ ...MyFoodLimits.grams, description: 'Its weight, 1 to 5,000 g' }),
  },
  { additionalProperties: false },
);
const KcalPer100g = Type.Number({
  ...MyFoodLimits.kcalPer100g,
  description: 'From the label: kcal per 100 g, 0 to 900 (pure fat is 900)',
});

export const MyFoodBody = Type.Object(
  { name: Name, kcalPer100g: KcalPer100g, portion: Type.Optional(PortionBody), locale: Locale },
  { additionalProperties: false },
);

export const MyFoodPatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    kcalPer100g: Type.Optional(KcalPer100g),
    portion: Type.Optional(Nullable(PortionBody)),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const MyFoodSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kcalPer100g: Type.Number(),
  qisPer100g: Type.Integer({ description: 'round(kcal per 100 g / 12)' }),
  portion: Nullable(
    Type.Object({
      label: Type.String(),
      grams: Type.Number(),
      qis: Type.Integer({ description: 'round(kcal of the portion / 12)' }),
    }),
  ),
  locale: Type.Enum([...LOCALES]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const MyFoodsSchema = Type.Array(MyFoodSchema);

const IngredientBody = Type.Object(
  {
    foodId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'A catalogue food (GET /api/diary/foods)' }),
    ),
    myFoodId: Type.Optional(Type.String({ format: 'uuid', description: 'Or one of the member’s foods' })),
    grams: Type.Number({ ...MyFoodLimits.grams, description: 'Grams of it in the whole recipe' }),
  },
  { additionalProperties: false },
);

export const MyRecipeBody = Type.Object(
  {
    name: Name,
    servings: Type.Integer({ ...MyFoodLimits.servings, description: 'How many servings the recipe makes' }),
    ingredients: Type.Array(IngredientBody, {
      ...MyFoodLimits.ingredients,
      description: '1 to 50 ingredients, each with exactly one of foodId and myFoodId',
    }),
    locale: Locale,
  },
  { additionalProperties: false },
);

export const MyRecipePatchBody = Type.Object(
  {
    name: Type.Optional(Name),
    servings: Type.Optional(Type.Integer(MyFoodLimits.servings)),
    ingredients: Type.Optional(Type.Array(IngredientBody, MyFoodLimits.ingredients)),
    locale: Type.Optional(Locale),
  },
  { additionalProperties: false, minProperties: 1 },
);

export const MyRecipeSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  servings: Type.Integer(),
  ingredients: Type.Array(
    Type.Object({
      foodId: Nullable(Type.Integer()),
      myFoodId: Nullable(Type.String()),
      name: Type.String({ description: 'In the page’s language; the member’s own name for their food' }),
      grams: Type.Number(),
      kcal: Type.Number({ description: 'Of the grams used' }),
      missing: Type.Boolean({
        description: 'The catalogue no longer has this food: it counts 0 kcal until replaced',
      }),
    }),
  ),
  kcalTotal: Type.Number(),
  kcalPerServing: Type.Number({ description: 'The ingredients’ kcal / servings' }),
  qisPerServing: Type.Integer({ description: 'round(kcal per serving / 12)' }),
  locale: Type.Enum([...LOCALES]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export const MyRecipesSchema = Type.Array(MyRecipeSchema);

export const MyItemParams = Type.Object({ id: Id }, { additionalProperties: false });
export const MyLocaleQuery = Type.Object(
  { locale: Type.Optional(Type.Enum([...LOCALES], { description: 'The ingredients’ names; default en' })) },
  { additionalProperties: false },
);

/** POST /api/my-foods: a food from its label. */
export type MyFoodRequest = Static<typeof MyFoodBody>;
/** PATCH /api/my-foods/{id}: what changes (portion null removes it). */
export type MyFoodPatch = Static<typeof MyFoodPatchBody>;
export type MyFood = Static<typeof MyFoodSchema>;
/** POST /api/my-recipes. */
export type MyRecipeRequest = Static<typeof MyRecipeBody>;
export type MyRecipeIngredientRequest = MyRecipeRequest['ingredients'][number];
export type MyRecipePatch = Static<typeof MyRecipePatchBody>;
/** A recipe with its QIS and kcal per serving, computed by the server. */
export type MyRecipe = Static<typeof MyRecipeSchema>;
export type MyRecipeIngredient = MyRecipe['ingredients'][number];
