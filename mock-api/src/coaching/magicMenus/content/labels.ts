import type { Locale } from '@qis/contract';
import type { Family } from './ingredients';
import type { Diet } from './words';

/** The words around a composed recipe, in the four languages. */
export interface RecipeLabels {
  qisPerPortion: string;
  portions: (count: number) => string;
  minutes: (count: number) => string;
  ingredients: string;
  preparation: string;
  likedUsed: (list: string) => string;
  likedMissing: (list: string) => string;
  likedRefused: (list: string) => string;
  likedUnused: (list: string) => string;
  without: (list: string) => string;
  suitable: (list: string) => string;
  sizedForMember: (target: number, day: number) => string;
  sizedByDefault: (target: number, day: number) => string;
  source: string;
  families: Record<Family, string>;
  diets: Record<Exclude<Diet, 'quick'>, string>;
  quick: string;
}

export const LABELS: Record<Locale, RecipeLabels> = {
  en: {
    qisPerPortion: 'QIS per portion',
    portions: (count) => (count === 1 ? '1 portion' : `${count} portions`),
    minutes: (count) => `${count} min`,
    ingredients: 'Ingredients',
    preparation: 'Preparation',
    likedUsed: (list) => `With what you like: ${list}.`,
    likedMissing: (list) => `Not found in the food database: ${list}.`,
    likedRefused: (list) => `Left out because of your other wishes: ${list}.`,
    likedUnused: (list) => `No place for it in this recipe: ${list}. Ask again for another one.`,
    without: (list) => `Without: ${list}.`,
    suitable: (list) => `Suitable for: ${list}.`,
    sizedForMember: (target, day) =>
      `Sized for about ${target} QIS per portion, this meal’s share of your ${day} QIS a day (from your profile, activity assumed: sitting).`,
    sizedByDefault: (target, day) =>
      `Sized for about ${target} QIS per portion, this meal’s share of a ${day} QIS day. Complete your profile (weight, birth year, gender) to size it for you.`,
    source: 'Energy from the food composition tables of the food database; QIS = kcal ÷ 12.',
    families: {
      fish: 'fish and seafood',
      meat: 'meat',
      pork: 'pork',
      poultry: 'poultry',
      dairy: 'dairy products',
      egg: 'eggs',
      gluten: 'gluten',
      nuts: 'nuts and seeds',
      soy: 'soy',
      animal: 'animal products',
    },
    diets: {
      vegetarian: 'vegetarian',
      vegan: 'vegan',
      'gluten-free': 'gluten-free',
      'lactose-free': 'lactose-free',
      pescatarian: 'pescatarian',
      halal: 'no pork',
    },
    quick: 'quick',
  },
  fr: {
    qisPerPortion: 'QIS par portion',
    portions: (count) => (count === 1 ? '1 portion' : `${count} portions`),
    minutes: (count) => `${count} min`,
    ingredients: 'Ingrédients',
    preparation: 'Préparation',
    likedUsed: (list) => `Avec ce que vous aimez : ${list}.`,
    likedMissing: (list) => `Introuvable dans la base d’aliments : ${list}.`,
    likedRefused: (list) => `Écarté à cause de vos autres souhaits : ${list}.`,
    likedUnused: (list) => `Pas de place dans cette recette pour : ${list}. Redemandez-en une autre.`,
    without: (list) => `Sans : ${list}.`,
    suitable: (list) => `Convient pour : ${list}.`,
    sizedForMember: (target, day) =>
      `Calculée pour environ ${target} QIS par portion, la part de ce repas dans vos ${day} QIS par jour (d’après votre profil, activité supposée : assis).`,
    sizedByDefault: (target, day) =>
      `Calculée pour environ ${target} QIS par portion, la part de ce repas dans une journée de ${day} QIS. Complétez votre profil (poids, année de naissance, genre) pour l’adapter à vous.`,
    source: 'Énergie issue des tables de composition de la base d’aliments ; QIS = kcal ÷ 12.',
    families: {
      fish: 'poisson et fruits de mer',
      meat: 'viande',
      pork: 'porc',
      poultry: 'volaille',
      dairy: 'produits laitiers',
      egg: 'œufs',
      gluten: 'gluten',
      nuts: 'fruits à coque et graines',
      soy: 'soja',
      animal: 'produits d’origine animale',
    },
    diets: {
      vegetarian: 'végétarien',
      vegan: 'végan',
      'gluten-free': 'sans gluten',
      'lactose-free': 'sans lactose',
      pescatarian: 'pescétarien',
      halal: 'sans porc',
    },
    quick: 'rapide',
  },
  de: {
    qisPerPortion: 'QIS pro Portion',
    portions: (count) => (count === 1 ? '1 Portion' : `${count} Portionen`),
    minutes: (count) => `${count} Min.`,
    ingredients: 'Zutaten',
    preparation: 'Zubereitung',
    likedUsed: (list) => `Mit dem, was Sie mögen: ${list}.`,
    likedMissing: (list) => `Nicht in der Lebensmitteldatenbank gefunden: ${list}.`,
    likedRefused: (list) => `Wegen Ihrer anderen Wünsche weggelassen: ${list}.`,
    likedUnused: (list) => `In diesem Rezept kein Platz für: ${list}. Fragen Sie nach einem weiteren.`,
    without: (list) => `Ohne: ${list}.`,
    suitable: (list) => `Geeignet für: ${list}.`,
    sizedForMember: (target, day) =>
      `Berechnet für etwa ${target} QIS pro Portion, den Anteil dieser Mahlzeit an Ihren ${day} QIS pro Tag (aus Ihrem Profil, angenommene Aktivität: sitzend).`,
    sizedByDefault: (target, day) =>
      `Berechnet für etwa ${target} QIS pro Portion, den Anteil dieser Mahlzeit an einem Tag mit ${day} QIS. Vervollständigen Sie Ihr Profil (Gewicht, Geburtsjahr, Geschlecht), um es an Sie anzupassen.`,
    source: 'Energie aus den Nährwerttabellen der Lebensmitteldatenbank; QIS = kcal ÷ 12.',
    families: {
      fish: 'Fisch und Meeresfrüchte',
      meat: 'Fleisch',
      pork: 'Schweinefleisch',
      poultry: 'Geflügel',
      dairy: 'Milchprodukte',
      egg: 'Eier',
      gluten: 'Gluten',
      nuts: 'Nüsse und Samen',
      soy: 'Soja',
      animal: 'tierische Produkte',
    },
    diets: {
      vegetarian: 'vegetarisch',
      vegan: 'vegan',
      'gluten-free': 'glutenfrei',
      'lactose-free': 'laktosefrei',
      pescatarian: 'pescetarisch',
      halal: 'ohne Schweinefleisch',
    },
    quick: 'schnell',
  },
  nl: {
    qisPerPortion: 'QIS per portie',
    portions: (count) => (count === 1 ? '1 portie' : `${count} porties`),
    minutes: (count) => `${count} min`,
    ingredients: 'Ingrediënten',
    preparation: 'Bereiding',
    likedUsed: (list) => `Met wat u lekker vindt: ${list}.`,
    likedMissing: (list) => `Niet gevonden in de voedingsmiddelendatabank: ${list}.`,
    likedRefused: (list) => `Weggelaten vanwege uw andere wensen: ${list}.`,
    likedUnused: (list) => `Geen plaats in dit recept voor: ${list}. Vraag gerust een ander recept.`,
    without: (list) => `Zonder: ${list}.`,
    suitable: (list) => `Geschikt voor: ${list}.`,
    sizedForMember: (target, day) =>
      `Berekend op ongeveer ${target} QIS per portie, het aandeel van deze maaltijd in uw ${day} QIS per dag (volgens uw profiel, aangenomen activiteit: zittend).`,
    sizedByDefault: (target, day) =>
      `Berekend op ongeveer ${target} QIS per portie, het aandeel van deze maaltijd in een dag van ${day} QIS. Vul uw profiel aan (gewicht, geboortejaar, geslacht) om het op u af te stemmen.`,
    source: 'Energie uit de voedingsmiddelentabellen van de databank; QIS = kcal ÷ 12.',
    families: {
      fish: 'vis en zeevruchten',
      meat: 'vlees',
      pork: 'varkensvlees',
      poultry: 'gevogelte',
      dairy: 'zuivel',
      egg: 'eieren',
      gluten: 'gluten',
      nuts: 'noten en zaden',
      soy: 'soja',
      animal: 'dierlijke producten',
    },
    diets: {
      vegetarian: 'vegetarisch',
      vegan: 'veganistisch',
      'gluten-free': 'glutenvrij',
      'lactose-free': 'lactosevrij',
      pescatarian: 'pescotarisch',
      halal: 'zonder varkensvlees',
    },
    quick: 'snel',
  },
};
