import type { Messages } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

export const fr: Messages = {
  food: {
    title: (name) => `${name} :`,
    per100g: (grams, qis, kcal) => `- pour ${grams} g : ${qis} QIS (${kcal} kcal)`,
    amount: (grams, qis, kcal) => `- pour ${grams} g : ${qis} QIS (${kcal} kcal)`,
    portion: (label, qis, kcal) => `- par portion (${label}) : ${qis} QIS (${kcal} kcal)`,
    household: (measure, grams, source, qis, kcal) =>
      `- pour ${measure} (${grams} g, ${source}) : ${qis} QIS (${kcal} kcal)`,
    portionSource: {
      table: (table) => `la portion de ${table}`,
      standard: () => 'table QIS des portions ménagères standard',
      default: () => 'mesure usuelle, table QIS des portions ménagères standard',
    },
    otherForm: (name, qis, grams) =>
      `L’autre forme : ${name}, ${qis} QIS pour ${grams} g (pesez-la telle que vous la mangez).`,
    noPieceWeight: (grams) =>
      `Je ne connais pas le poids d’une pièce de cet aliment : voici ses valeurs pour ${grams} g.`,
    source: (table) => `Source : ${table}.`,
    others: 'Autres aliments de ce nom :',
    other: (name, qis, grams) => `- ${name} : ${qis} QIS pour ${grams} g`,
    databaseLink: (path) => `Tous les aliments sont dans la base d’aliments : ${path}`,
    notFound: (text, path) =>
      `Je n’ai pas trouvé « ${text} » dans le catalogue d’aliments. Essayez un autre nom, plus général, ou cherchez dans la base d’aliments : ${path}`,
    closest: 'Les aliments les plus proches que je connaisse (d’autres aliments que celui nommé) :',
    own: {
      title: (name) => `${name} (votre aliment) :`,
      portion: (label, grams, qis, kcal) =>
        `- par portion (${label}, ${grams} g) : ${qis} QIS (${kcal} kcal)`,
      recipe: (servings, qis, kcal) =>
        `- votre recette fait ${servings} portions ; une portion : ${qis} QIS (${kcal} kcal)`,
      eaten: (servings, qis, kcal) => `- pour ${servings} portions : ${qis} QIS (${kcal} kcal)`,
      yours: (path) => `D’après ce que vous avez saisi dans vos aliments et recettes : ${path}`,
    },
  },
  catalogueMissing:
    'Le catalogue d’aliments n’est pas encore importé : je ne peux pas chercher d’aliment pour le moment.',
  need: {
    result: (qis, kcal) =>
      `Votre besoin énergétique quotidien est de ${qis} QIS (${kcal} kcal) : à ce niveau, votre poids reste stable.`,
    range: (min, max) => `Pour perdre du poids, visez de ${min} à ${max} QIS par jour.`,
    basis: (age, weight, gender) =>
      `Calculé d’après votre profil : ${gender === 'female' ? 'femme' : 'homme'}, ${age} ans, ${weight} kg (votre dernier poids).`,
    assumed: (level) => `Votre profil n’indique pas de niveau d’activité : j’ai supposé « ${level} ».`,
    stated: (level) => `Niveau d’activité, comme vous l’avez dit : « ${level} ».`,
    change: (path) => `Pour un autre niveau d’activité, saisissez-le dans le calculateur de QIS : ${path}`,
    incomplete: (missing, profilePath, calculatorPath) =>
      `Pour calculer votre besoin, il me manque ${list(
        missing.map(
          (gap) =>
            ({ weight: 'votre poids', birthYear: 'votre année de naissance', gender: 'votre sexe' })[gap],
        ),
      )}. Complétez votre profil (${profilePath}) ou saisissez tout dans le calculateur de QIS : ${calculatorPath}`,
    mealPlan: (path) => `Votre plan de repas de la semaine est construit sur cette fourchette : ${path}`,
  },
  activityLevels: {
    'very-inactive': 'très inactif',
    sitting: 'surtout assis',
    'high-work': 'travail physiquement actif',
    'high-work-leisure': 'travail et loisirs actifs',
  },
  activity: {
    result: (minutes, name, qis) =>
      minutes.form === 'one'
        ? `${minutes.text} minute de ${name.toLowerCase()} vous rapporte ${qis} QIS bonus.`
        : `${minutes.text} minutes de ${name.toLowerCase()} vous rapportent ${qis} QIS bonus.`,
    basis: (weight, isDefault) =>
      isDefault
        ? `Calculé pour ${weight} kg, comme la liste des bonus tant que vous n’avez pas saisi de poids.`
        : `Calculé pour votre dernier poids, ${weight} kg, d’après le Compendium des activités physiques.`,
    defaultDuration: 'Vous n’avez pas indiqué de durée : j’ai pris celle de la liste des bonus.',
    listLink: (path) => `Toutes les activités et leurs QIS bonus : ${path}`,
    unavailable:
      'La table des activités n’est pas disponible pour le moment : je ne peux pas calculer de QIS bonus.',
  },
  recipes: {
    intro: (slot, budget) =>
      `Recettes${slot ? ` pour ${slot}` : ''}${budget ? ` à ${budget} QIS maximum par portion` : ''} :`,
    line: (name, qis, portions) => `- ${name} : ${qis} QIS par portion (pour ${portions})`,
    none: (budget, slot) =>
      `Aucune recette${slot ? ` pour ${slot}` : ''} ne tient dans ${budget ? `${budget} QIS par portion` : 'ce budget'} ; essayez un budget plus large.`,
    planLink: (path) => `Votre plan de repas assemble ce genre de recettes pour la semaine : ${path}`,
  },
  slots: { morning: 'le petit-déjeuner', noon: 'le déjeuner', evening: 'le dîner', snack: 'une collation' },
  lists: {
    lowQis: 'Quelques aliments à faible QIS :',
    cholesterolFree: 'Quelques aliments sans cholestérol :',
    category: (name) => `${name} : ceux qui ont le moins de QIS`,
    line: (name, qis, amount) => `- ${name} : ${qis} QIS pour ${amount}`,
    more: (path) => `Plus sur cet écran : ${path}`,
  },
  explain: {
    qis: (kcalPerQis, path) =>
      `Le QIS est l’unité d’énergie du programme : chaque QIS vaut ${kcalPerQis} kcal. Votre besoin quotidien, vos repas et vos activités se comptent tous en QIS, pour les comparer d’un coup d’œil. En savoir plus : ${path}`,
    mealPlan: (path) =>
      `Le plan de repas vous propose une semaine de petits-déjeuners, déjeuners, dîners et collations dont le total quotidien reste dans votre fourchette d’amaigrissement. Répondez à quelques questions (poids, âge, sexe, activité) et il est créé pour vous ; chaque recette s’ouvre avec ses ingrédients et sa préparation. ${path}`,
    bonus: (path) =>
      `Les QIS bonus sont ce que vos activités vous rapportent : l’énergie dépensée au-delà du repos, à votre poids, comptée en QIS. Vous pouvez les manger en plus de votre fourchette. La liste : ${path}`,
    fitness: (path) =>
      `Le studio de fitness propose des vidéos d’exercices et d’entraînements à suivre chez vous, quel que soit votre niveau : ${path}`,
  },
  tip: (title, body, path) => `Conseil du jour : ${title}\n${body}\n${path}`,
  help: {
    intro:
      'Je réponds aux questions sur les aliments, le QIS, votre besoin quotidien, les activités et les recettes, à partir des données du programme. Par exemple :',
    examples: [
      'Combien de QIS dans une banane ?',
      'Quel est mon besoin quotidien en QIS ?',
      'Combien de QIS rapporte une demi-heure de vélo ?',
      'Une recette légère pour le petit-déjeuner ?',
      'Quels légumes ont le moins de QIS ?',
      'Quel est le conseil du jour ?',
    ],
  },
};
