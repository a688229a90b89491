import { ACTIVITY_LEVELS } from '@qis/contract';
import { SLOTS, type Slot } from '../../../nutrition/recipes/catalogue';
import type { ToolDefinition } from '../../openai/client';
import { activityQis } from '../knowledge/activities';
import { findFoods, foodFacts } from '../knowledge/foods';
import type { Knowledge } from '../knowledge/knowledge';
import { memberEnergy } from '../knowledge/memberEnergy';
import { recipeCatalogue, suggestRecipes } from '../knowledge/recipes';
import { sourceTable } from '../knowledge/sources';
import type { ChatLocale } from '../provider';
import { findActivity } from '../understanding/activities';
import { readQuestion } from '../understanding/text';

/** The product's knowledge offered to the model; it answers only from what these return. */
export const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'lookup_food',
      description:
        'Looks a food up in the programme’s food catalogue: QIS and kcal per 100 g, for an amount in grams, per portion, with the source table. Several candidates when the name is ambiguous.',
      parameters: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The food’s name, in the member’s language' },
          grams: { type: 'number', description: 'The amount asked about, in grams (optional)' },
        },
        required: ['name'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'energy_need',
      description:
        'The member’s daily need and weight-loss range in QIS, from their profile (latest weight, age, gender) and an activity level (assumed "sitting" when not given).',
      parameters: {
        type: 'object',
        properties: { activity_level: { type: 'string', enum: [...ACTIVITY_LEVELS] } },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'activity_qis',
      description:
        'The bonus QIS an activity earns the member at their latest weight (2011 Compendium of Physical Activities).',
      parameters: {
        type: 'object',
        properties: {
          activity: { type: 'string', description: 'The activity, e.g. "cycling", "vélo", "schwimmen"' },
          minutes: { type: 'number', description: 'Duration in minutes (optional)' },
        },
        required: ['activity'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_recipes',
      description: 'Recipes of the programme for a meal slot, within a budget of QIS per portion.',
      parameters: {
        type: 'object',
        properties: {
          slot: { type: 'string', enum: [...SLOTS], description: 'morning, noon, evening or snack' },
          max_qis: { type: 'number', description: 'Most QIS per portion (optional)' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'tip_of_the_day',
      description: 'The programme’s tip of the day.',
      parameters: { type: 'object', properties: {} },
    },
  },
];

const numberArg = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;

/** Runs one tool call; the result (or a readable error) goes back to the model as JSON. */
export async function runTool(
  knowledge: Knowledge,
  memberId: string,
  locale: ChatLocale,
  name: string,
  rawArguments: string,
): Promise<unknown> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArguments || '{}');
    args = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return { error: 'arguments are not JSON' };
  }
  switch (name) {
    case 'lookup_food': {
      const text = typeof args.name === 'string' ? args.name : '';
      const foods = findFoods(knowledge.foods, text, locale, 4);
      if (foods.length === 0) return { error: `no food named "${text}" in the catalogue` };
      const grams = numberArg(args.grams);
      return {
        foods: foods.map((food) => {
          const facts = foodFacts(food, locale, grams);
          return { ...facts, source: sourceTable(facts.source) };
        }),
      };
    }
    case 'energy_need': {
      const level = ACTIVITY_LEVELS.find((each) => each === args.activity_level) ?? null;
      const energy = await memberEnergy(
        knowledge.profiles,
        knowledge.weights,
        memberId,
        knowledge.now(),
        level,
      );
      if (energy.kind === 'incomplete') return { error: 'profile incomplete', missing: energy.missing };
      const { need } = energy;
      return {
        dailyNeedQis: need.qis,
        dailyNeedKcal: Math.round(need.kcal),
        rangeQis: { min: need.min, max: need.max },
        age: energy.age,
        weightKg: energy.weight,
        gender: need.gender,
        activityLevel: need.activityLevel,
        activityLevelAssumed: energy.activityAssumed,
        changeActivityLevelAt: `/${locale}/qis/calculator`,
      };
    }
    case 'activity_qis': {
      const found = findActivity(readQuestion(typeof args.activity === 'string' ? args.activity : '').words);
      const activity = found ? knowledge.activities.byCode(found.code) : null;
      if (!activity) return { error: 'unknown activity', seeList: `/${locale}/useful/bonus` };
      const minutes = numberArg(args.minutes) ?? activity.minutes;
      return activityQis(activity, minutes, knowledge.weights, memberId, locale);
    }
    case 'search_recipes': {
      const catalogue = await recipeCatalogue(knowledge.recipes);
      if (!catalogue) return { error: 'recipe catalogue unavailable' };
      const slot = SLOTS.find((each) => each === args.slot) ?? null;
      return { recipes: suggestRecipes(catalogue, slot as Slot | null, numberArg(args.max_qis), locale) };
    }
    case 'tip_of_the_day':
      return knowledge.daily.tipOfTheDay(locale);
    default:
      return { error: `unknown tool "${name}"` };
  }
}
