import type { Messages } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const en: Messages = {
  food: {
    title: (name) => `${name}:`,
    per100g: (grams, qis, kcal) => `- per ${grams} g: ${qis} QIS (${kcal} kcal)`,
    amount: (grams, qis, kcal) => `- for ${grams} g: ${qis} QIS (${kcal} kcal)`,
    portion: (label, qis, kcal) => `- per portion (${label}): ${qis} QIS (${kcal} kcal)`,
    household: (measure, grams, source, qis, kcal) =>
      `- for ${measure} (${grams} g, ${source}): ${qis} QIS (${kcal} kcal)`,
    portionSource: {
      table: (table) => `the portion of ${table}`,
      standard: (credit) => `${credit}`,
      default: (credit) => `the usual measure, ${credit}`,
    },
    otherForm: (name, qis, grams) =>
      `The other form: ${name}, ${qis} QIS per ${grams} g (weigh it as you eat it).`,
    noPieceWeight: (grams) =>
      `I do not know what one piece of it weighs, so here are its figures per ${grams} g.`,
    source: (table) => `Source: ${table}.`,
    others: 'Other foods of that name:',
    other: (name, qis, grams) => `- ${name}: ${qis} QIS per ${grams} g`,
    databaseLink: (path) => `The food database has every food: ${path}`,
    notFound: (text, path) =>
      `I could not find “${text}” in the food catalogue. Try another name or a more general one, or search the food database: ${path}`,
    closest: 'The closest foods I know (other foods, not the one you named):',
    own: {
      title: (name) => `${name} (your own food):`,
      portion: (label, grams, qis, kcal) => `- per portion (${label}, ${grams} g): ${qis} QIS (${kcal} kcal)`,
      recipe: (servings, qis, kcal) =>
        `- your recipe makes ${servings} servings; one serving: ${qis} QIS (${kcal} kcal)`,
      eaten: (servings, qis, kcal) => `- for ${servings} servings: ${qis} QIS (${kcal} kcal)`,
      yours: (path) => `From what you entered in your foods and recipes: ${path}`,
    },
  },
  catalogueMissing: 'The food catalogue is not imported yet, so I cannot look foods up right now.',
  need: {
    result: (qis, kcal) =>
      `Your daily energy need is ${qis} QIS (${kcal} kcal): at that level your weight stays the same.`,
    range: (min, max) => `To lose weight, aim for ${min} to ${max} QIS a day.`,
    basis: (age, weight, gender) =>
      `Worked out from your profile: ${gender === 'female' ? 'woman' : 'man'}, ${age} years, ${weight} kg (your latest weight).`,
    assumed: (level) => `Your profile has no activity level, so I assumed “${level}”.`,
    stated: (level) => `Activity level, as you said: “${level}”.`,
    change: (path) => `To use another activity level, enter it in the QIS calculator: ${path}`,
    incomplete: (missing, profilePath, calculatorPath) =>
      `To work out your need I still need your ${list(
        missing.map((gap) => ({ weight: 'weight', birthYear: 'year of birth', gender: 'gender' })[gap]),
      )}. Add it in your profile (${profilePath}), or enter everything in the QIS calculator: ${calculatorPath}`,
    mealPlan: (path) => `Your weekly meal plan is built on this range: ${path}`,
  },
  activityLevels: {
    'very-inactive': 'very inactive',
    sitting: 'mostly sitting',
    'high-work': 'physically active work',
    'high-work-leisure': 'active work and active leisure',
  },
  activity: {
    result: (minutes, name, qis) =>
      minutes.form === 'one'
        ? `${minutes.text} minute of ${name.toLowerCase()} earns you ${qis} bonus QIS.`
        : `${minutes.text} minutes of ${name.toLowerCase()} earn you ${qis} bonus QIS.`,
    basis: (weight, isDefault) =>
      isDefault
        ? `Computed for ${weight} kg, as the bonus list does until you record a weight.`
        : `Computed for your latest weight, ${weight} kg, from the Compendium of Physical Activities.`,
    defaultDuration: 'You gave no duration, so I used the one of the bonus list.',
    listLink: (path) => `All activities and their bonus QIS: ${path}`,
    unavailable: 'The activity table is not available right now, so I cannot compute bonus QIS.',
  },
  recipes: {
    intro: (slot, budget) =>
      `Recipes${slot ? ` for ${slot}` : ''}${budget ? ` with at most ${budget} QIS per portion` : ''}:`,
    line: (name, qis, portions) => `- ${name}: ${qis} QIS per portion (serves ${portions})`,
    none: (budget, slot) =>
      `No recipe${slot ? ` for ${slot}` : ''} fits ${budget ? `${budget} QIS per portion` : 'that'}; try a larger budget.`,
    planLink: (path) => `Your meal plan puts recipes like these together for the week: ${path}`,
  },
  slots: { morning: 'breakfast', noon: 'lunch', evening: 'dinner', snack: 'a snack' },
  lists: {
    lowQis: 'Some foods with few QIS:',
    cholesterolFree: 'Some cholesterol-free foods:',
    category: (name) => `${name} with the fewest QIS:`,
    line: (name, qis, amount) => `- ${name}: ${qis} QIS per ${amount}`,
    more: (path) => `More on this screen: ${path}`,
  },
  explain: {
    qis: (kcalPerQis, path) =>
      `QIS is the programme's unit of energy: each QIS stands for ${kcalPerQis} kcal. Your daily need, your meals and your activities are all counted in QIS, so you can compare them at a glance. More: ${path}`,
    mealPlan: (path) =>
      `The meal plan gives you a week of breakfasts, lunches, dinners and snacks whose daily total stays within your weight-loss range. Answer a few questions (weight, age, gender, activity) and it is made for you; each recipe opens with its ingredients and preparation. ${path}`,
    bonus: (path) =>
      `Bonus QIS are what your activities earn you: the energy an activity burns above rest, at your weight, counted in QIS. You may eat them on top of your range. The list: ${path}`,
    fitness: (path) =>
      `The fitness studio has exercise and workout videos to follow at home, whatever your level: ${path}`,
  },
  tip: (title, body, path) => `Tip of the day: ${title}\n${body}\n${path}`,
  help: {
    intro:
      'I answer questions about foods, QIS, your daily need, activities and recipes, from the programme’s own data. For example:',
    examples: [
      'How many QIS in a banana?',
      'What is my daily QIS need?',
      'How many QIS does half an hour of cycling earn?',
      'A light breakfast recipe?',
      'Which vegetables have the fewest QIS?',
      'What is the tip of the day?',
    ],
  },
};
