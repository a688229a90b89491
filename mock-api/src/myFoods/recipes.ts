import { qisFromKcal, type Locale } from '@qis/contract';
import type { MyRecipe, MyRecipeIngredientRequest, MyRecipePatch, MyRecipeRequest } from '@qis/contract/api';
import { ApiError, invalidField } from '../http/apiError';
import { displayName } from '../foods/catalogue';
import type { FoodsService } from '../foods/service';
import type { MyFoodRow } from './repository';
import type { IngredientRow, MyRecipesRepository, MyRecipeWithIngredients } from './recipesRepository';
import { memberGone, type MyFoodsService } from './service';

export const MAX_MY_RECIPES = 200;

export const myRecipeNotFound = () => new ApiError(404, 'not-found', 'No recipe of yours with this id');

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The member's recipes: ingredients from the catalogue and the member's own foods, the QIS and kcal
 * per serving computed here whenever a recipe is read (a food edited since counts as it is now;
 * a diary entry keeps what it was written with).
 */
export class MyRecipesService {
  constructor(
    private readonly repository: MyRecipesRepository,
    private readonly foods: MyFoodsService,
    private readonly catalogue: FoodsService,
  ) {}

  /**
   * The recipe with its ingredients' names and kcal, and its exact kcal per serving (the diary counts
   * servings from it, not from the rounded figure shown); `own` holds the member's foods it names.
   */
  private view(
    recipe: MyRecipeWithIngredients,
    own: Map<string, MyFoodRow>,
    locale: Locale,
  ): MyRecipe & { exactKcalPerServing: number } {
    const catalogue = this.catalogue.current;
    const ingredients = recipe.ingredients.map(({ foodId, myFoodId, grams }) => {
      if (myFoodId !== null) {
        const food = own.get(myFoodId);
        return {
          foodId: null,
          myFoodId,
          name: food?.name ?? '',
          grams,
          kcal: food ? (food.kcalPer100g * grams) / 100 : 0,
          missing: !food,
        };
      }
      const food = catalogue?.food(foodId!);
      return {
        foodId,
        myFoodId: null,
        name: (food && displayName(food, locale)) ?? food?.sourceCode ?? `#${foodId}`,
        grams,
        kcal: food?.kcal != null ? (food.kcal * grams) / 100 : 0,
        missing: !food || food.kcal === null,
      };
    });
    const kcalTotal = ingredients.reduce((sum, ingredient) => sum + ingredient.kcal, 0);
    const kcalPerServing = kcalTotal / recipe.servings;
    return {
      id: recipe.id,
      name: recipe.name,
      servings: recipe.servings,
      ingredients: ingredients.map((ingredient) => ({ ...ingredient, kcal: oneDecimal(ingredient.kcal) })),
      kcalTotal: oneDecimal(kcalTotal),
      kcalPerServing: oneDecimal(kcalPerServing),
      qisPerServing: qisFromKcal(kcalPerServing),
      locale: recipe.locale,
      createdAt: recipe.createdAt.toISOString(),
      updatedAt: recipe.updatedAt.toISOString(),
      exactKcalPerServing: kcalPerServing,
    };
  }

  private async views(memberId: string, recipes: MyRecipeWithIngredients[], locale: Locale) {
    const ids = new Set(recipes.flatMap((recipe) => recipe.ingredients.flatMap((i) => i.myFoodId ?? [])));
    const own = await this.foods.byIds(memberId, [...ids]);
    return recipes.map((recipe) => this.view(recipe, own, locale));
  }

  /** The answer of a route: without the exact kcal the diary uses. */
  private async answers(memberId: string, recipes: MyRecipeWithIngredients[], locale: Locale) {
    return (await this.views(memberId, recipes, locale)).map(
      ({ exactKcalPerServing: _exact, ...view }): MyRecipe => view,
    );
  }

  /** The member's recipes with their exact kcal per serving (the diary's search and the assistant). */
  async withServings(memberId: string, locale: Locale) {
    return this.views(memberId, await this.repository.list(memberId), locale);
  }

  /** One recipe's name and exact kcal per serving, for a diary entry. */
  async serving(
    memberId: string,
    id: string,
    locale: Locale,
  ): Promise<{ name: string; kcalPerServing: number }> {
    const recipe = await this.repository.get(memberId, id);
    if (!recipe) throw myRecipeNotFound();
    const [view] = await this.views(memberId, [recipe], locale);
    return { name: view!.name, kcalPerServing: view!.exactKcalPerServing };
  }

  async list(memberId: string, locale: Locale): Promise<MyRecipe[]> {
    return this.answers(memberId, await this.repository.list(memberId), locale);
  }

  /** Each ingredient names exactly one food, a catalogue food with an energy value or one of the member's. */
  private async checkedIngredients(
    memberId: string,
    ingredients: MyRecipeIngredientRequest[],
  ): Promise<IngredientRow[]> {
    const catalogue = this.catalogue.current;
    ingredients.forEach((ingredient, index) => {
      if ((ingredient.foodId === undefined) === (ingredient.myFoodId === undefined)) {
        throw invalidField(`ingredients.${index}`, 'must name exactly one of foodId and myFoodId');
      }
      if (ingredient.foodId !== undefined) {
        if (!catalogue) {
          throw new ApiError(503, 'catalogue-not-imported', 'The food catalogue is not imported yet');
        }
        const food = catalogue.food(ingredient.foodId);
        if (!food) throw new ApiError(422, 'unknown-food', `No food ${ingredient.foodId} in the catalogue`);
        if (food.kcal === null) {
          throw new ApiError(422, 'food-without-energy', `Food ${ingredient.foodId} has no energy value`);
        }
      }
    });
    const ownIds = [...new Set(ingredients.flatMap((ingredient) => ingredient.myFoodId ?? []))];
    const own = await this.foods.byIds(memberId, ownIds);
    const unknown = ownIds.find((id) => !own.has(id));
    if (unknown) throw new ApiError(404, 'not-found', `No food of yours with id ${unknown}`);
    return ingredients.map(({ foodId, myFoodId, grams }) => ({
      foodId: foodId ?? null,
      myFoodId: myFoodId ?? null,
      grams,
    }));
  }

  async create(memberId: string, request: MyRecipeRequest, locale: Locale): Promise<MyRecipe> {
    const ingredients = await this.checkedIngredients(memberId, request.ingredients);
    const inserted = await this.repository.insert(
      {
        memberId,
        name: request.name.trim(),
        servings: request.servings,
        locale: request.locale as Locale,
        ingredients,
      },
      MAX_MY_RECIPES,
    );
    // A food deleted between the check and the insert breaks the same foreign key as a member gone.
    if (inserted === 'member-gone') {
      if (
        (
          await this.foods.byIds(
            memberId,
            ingredients.flatMap((i) => i.myFoodId ?? []),
          )
        ).size === 0
      ) {
        throw memberGone();
      }
      throw new ApiError(404, 'not-found', 'One of your foods in this recipe was just deleted');
    }
    if (inserted === 'full') {
      throw new ApiError(422, 'too-many-recipes', `You can keep at most ${MAX_MY_RECIPES} recipes`);
    }
    return (await this.answers(memberId, [inserted], locale))[0]!;
  }

  async update(memberId: string, id: string, patch: MyRecipePatch, locale: Locale): Promise<MyRecipe> {
    const updated = await this.repository.update(memberId, id, {
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.servings !== undefined ? { servings: patch.servings } : {}),
      ...(patch.locale !== undefined ? { locale: patch.locale as Locale } : {}),
      ...(patch.ingredients !== undefined
        ? { ingredients: await this.checkedIngredients(memberId, patch.ingredients) }
        : {}),
    });
    if (updated === null) throw myRecipeNotFound();
    if (updated === 'food-gone') {
      throw new ApiError(404, 'not-found', 'One of your foods in this recipe was just deleted');
    }
    return (await this.answers(memberId, [updated], locale))[0]!;
  }

  async remove(memberId: string, id: string): Promise<void> {
    if (!(await this.repository.delete(memberId, id))) throw myRecipeNotFound();
  }
}
