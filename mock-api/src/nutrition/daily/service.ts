import type { ContentLocale, Recipe, Tip } from '@qis/contract/api';
import { localized, readContentJson, type Localized } from '../content';
import { loadCatalogue } from '../mealPlan/service';
import { SLOTS, toRecipe, type CatalogueStore } from '../recipes/catalogue';
import { pickOfTheDay } from './dayPick';

interface TipContent {
  id: string;
  title: Localized;
  body: Localized;
}

export class DailyService {
  private readonly tips: TipContent[];

  constructor(
    private readonly catalogue: CatalogueStore,
    private readonly now: () => Date = () => new Date(),
    contentDir?: string,
  ) {
    this.tips = readContentJson<TipContent[]>('tips.json', contentDir);
  }

  tipOfTheDay(locale: ContentLocale): Tip {
    const tip = pickOfTheDay(this.tips, this.now(), 'tip-of-the-day');
    return { title: localized(tip.title, locale), body: localized(tip.body, locale) };
  }

  async recipeOfTheDay(locale: ContentLocale): Promise<Recipe> {
    const catalogue = await loadCatalogue(this.catalogue);
    const today = this.now();
    const recipes = SLOTS.flatMap((slot) => catalogue[slot]);
    return toRecipe(pickOfTheDay(recipes, today, 'recipe-of-the-day'), locale, today.getUTCFullYear());
  }
}
