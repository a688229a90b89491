import type { MagicMeal } from '@qis/contract/api';
import type { Locale } from '@qis/contract';

/**
 * The product's cooking templates for magic menus: a dish shape with slots (base, protein,
 * vegetables, fat, seasoning…) filled from the ingredient vocabulary, and its preparation steps in
 * the four languages. Steps name the chosen ingredients through `{slot}` placeholders and are
 * written in the recipe-card style ("In a pan: …") so they read right whatever fills them.
 */

/** QIS-table categories a liked food of the catalogue may bring into a slot. */
export const MEAT_CATEGORIES = ['Geflügel', 'Rind', 'Kalb', 'Schwein', 'Hammel und Lamm'];
export const FISH_CATEGORIES = ['Fisch und Meeresfrüchte'];
export const VEGETABLE_CATEGORIES = ['Gemüse', 'Pilze'];
export const FRUIT_CATEGORIES = ['Obst'];
export const CHEESE_CATEGORIES = ['Käse'];
export const GRAIN_CATEGORIES = ['Getreide'];
export const NUT_CATEGORIES = ['Nüsse und Samen'];

export interface Slot {
  id: string;
  /** Ingredient keys (see ingredients.ts) this slot may take, in no particular order. */
  choices: string[];
  /** How many different ingredients fill it (default 1). */
  count?: number;
  /** An optional slot stays empty when nothing eligible is left (a dislike, a diet). */
  optional?: boolean;
  /** Its grams follow the member's QIS for the meal (bases, proteins); the others stay as written. */
  scale?: boolean;
  /** Grams per portion relative to the ingredient's typical amount (default 1). */
  factor?: number;
  /** Catalogue categories of liked foods it may take beyond its choices. */
  accepts?: string[];
  /** Named in the recipe's title. */
  title?: boolean;
}

export interface Step {
  /** Slots that must be filled for the step to appear. */
  needs?: string[];
  text: Record<Locale, string>;
}

export interface Template {
  id: string;
  meal: MagicMeal;
  minutes: number;
  portions: number;
  /** The dish, before the title's ingredients. */
  dish: Record<Locale, string>;
  slots: Slot[];
  steps: Step[];
}

const s = (en: string, fr: string, de: string, nl: string, needs?: string[]): Step => ({
  ...(needs ? { needs } : {}),
  text: { en, fr, de, nl },
});
const d = (en: string, fr: string, de: string, nl: string): Record<Locale, string> => ({ en, fr, de, nl });

const BERRIES_AND_FRUIT = [
  'strawberries',
  'blueberries',
  'raspberries',
  'banana',
  'kiwi',
  'mango',
  'apple',
  'pear',
];
const NUTS_AND_SEEDS = ['walnuts', 'almonds', 'hazelnuts', 'linseed', 'pumpkinSeeds', 'sunflowerSeeds'];

export const TEMPLATES: readonly Template[] = [
  // --- breakfast ----------------------------------------------------------------------------------
  {
    id: 'porridge',
    meal: 'Breakfast',
    minutes: 10,
    portions: 1,
    dish: d('Porridge', 'Porridge', 'Porridge', 'Havermoutpap'),
    slots: [
      { id: 'oats', choices: ['oats'], scale: true },
      { id: 'liquid', choices: ['milk', 'soyDrink'], scale: true, factor: 1.1 },
      { id: 'fruit', choices: BERRIES_AND_FRUIT, accepts: FRUIT_CATEGORIES, title: true },
      { id: 'topping', choices: NUTS_AND_SEEDS, optional: true, title: true, accepts: NUT_CATEGORIES },
      { id: 'spice', choices: ['cinnamon'], optional: true },
    ],
    steps: [
      s(
        'In a small pan: {oats}, {liquid}.',
        'Dans une casserole : {oats}, {liquid}.',
        'In einen kleinen Topf: {oats}, {liquid}.',
        'In een steelpannetje: {oats}, {liquid}.',
      ),
      s(
        'Simmer for 4 to 5 minutes, stirring, until creamy.',
        'Laissez frémir 4 à 5 minutes en remuant, jusqu’à ce que ce soit crémeux.',
        '4 bis 5 Minuten unter Rühren köcheln lassen, bis es cremig ist.',
        '4 à 5 minuten al roerend laten pruttelen tot het romig is.',
      ),
      s(
        'Cut into pieces: {fruit}.',
        'Coupez en morceaux : {fruit}.',
        'In Stücke schneiden: {fruit}.',
        'In stukjes snijden: {fruit}.',
      ),
      s(
        'Serve topped with the fruit, then sprinkle: {topping}, {spice}.',
        'Servez garni des fruits, puis parsemez : {topping}, {spice}.',
        'Mit dem Obst anrichten, dann darüberstreuen: {topping}, {spice}.',
        'Serveer met het fruit erop en bestrooi met: {topping}, {spice}.',
        ['topping', 'spice'],
      ),
      s(
        'Serve topped with the fruit and a pinch of: {spice}.',
        'Servez garni des fruits et d’une pincée de : {spice}.',
        'Mit dem Obst anrichten und bestreuen mit: {spice}.',
        'Serveer met het fruit erop en een snufje: {spice}.',
        ['spice', '!topping'],
      ),
      s(
        'Serve topped with the fruit and: {topping}.',
        'Servez garni des fruits et de : {topping}.',
        'Mit dem Obst und darüber: {topping}.',
        'Serveer met het fruit en: {topping}.',
        ['topping', '!spice'],
      ),
    ],
  },
  {
    id: 'yogurt-bowl',
    meal: 'Breakfast',
    minutes: 5,
    portions: 1,
    dish: d('Yogurt bowl', 'Bol de yaourt', 'Joghurt-Bowl', 'Yoghurtbowl'),
    slots: [
      { id: 'dairy', choices: ['yogurt', 'quark'], scale: true, factor: 1.2 },
      { id: 'fruit', choices: BERRIES_AND_FRUIT, count: 2, accepts: FRUIT_CATEGORIES, title: true },
      { id: 'grain', choices: ['oats'], optional: true, scale: true, factor: 0.6 },
      { id: 'topping', choices: NUTS_AND_SEEDS, optional: true, accepts: NUT_CATEGORIES, title: true },
      { id: 'sweet', choices: ['honey'], optional: true, factor: 0.6 },
    ],
    steps: [
      s('In a bowl: {dairy}.', 'Dans un bol : {dairy}.', 'In eine Schale: {dairy}.', 'In een kom: {dairy}.'),
      s(
        'Wash and cut into pieces: {fruit}; lay them on top.',
        'Lavez et coupez en morceaux : {fruit} ; disposez-les par-dessus.',
        'Waschen und in Stücke schneiden: {fruit}; darauf verteilen.',
        'Wassen en in stukjes snijden: {fruit}; erover verdelen.',
      ),
      s(
        'Toast in a dry pan for 2 minutes, then scatter over: {grain}.',
        'Faites griller 2 minutes à sec à la poêle, puis parsemez : {grain}.',
        '2 Minuten ohne Fett in der Pfanne rösten und darüberstreuen: {grain}.',
        '2 minuten zonder vet roosteren in de pan en erover strooien: {grain}.',
        ['grain'],
      ),
      s(
        'Finish with: {topping}.',
        'Terminez avec : {topping}.',
        'Zum Schluss: {topping}.',
        'Maak af met: {topping}.',
        ['topping'],
      ),
      s(
        'Drizzle with: {sweet}.',
        'Arrosez d’un filet de : {sweet}.',
        'Beträufeln mit: {sweet}.',
        'Besprenkel met: {sweet}.',
        ['sweet'],
      ),
    ],
  },
  {
    id: 'breakfast-omelette',
    meal: 'Breakfast',
    minutes: 10,
    portions: 1,
    dish: d('Omelette', 'Omelette', 'Omelett', 'Omelet'),
    slots: [
      { id: 'eggs', choices: ['egg'], scale: true, factor: 0.9 },
      {
        id: 'vegetable',
        choices: ['spinach', 'mushrooms', 'tomato', 'redPepper', 'courgette'],
        accepts: VEGETABLE_CATEGORIES,
        title: true,
        factor: 0.8,
      },
      {
        id: 'cheese',
        choices: ['emmental', 'feta', 'parmesan'],
        optional: true,
        accepts: CHEESE_CATEGORIES,
        title: true,
        factor: 0.7,
      },
      { id: 'fat', choices: ['oliveOil', 'rapeseedOil'], factor: 0.6 },
      { id: 'herb', choices: ['chives', 'parsley'], optional: true },
      { id: 'bread', choices: ['bread', 'riceCakes'], optional: true, scale: true, factor: 0.8 },
    ],
    steps: [
      s(
        'Wash and chop: {vegetable}.',
        'Lavez et émincez : {vegetable}.',
        'Waschen und klein schneiden: {vegetable}.',
        'Wassen en fijnsnijden: {vegetable}.',
      ),
      s(
        'In a non-stick pan, heat: {fat}; cook the vegetables for 3 minutes.',
        'Dans une poêle antiadhésive, faites chauffer : {fat} ; faites revenir les légumes 3 minutes.',
        'In einer beschichteten Pfanne erhitzen: {fat}; das Gemüse 3 Minuten anbraten.',
        'Verhit in een antiaanbakpan: {fat}; bak de groenten 3 minuten.',
      ),
      s(
        'Beat with a pinch of salt and pepper: {eggs}; pour over the vegetables.',
        'Battez avec une pincée de sel et de poivre : {eggs} ; versez sur les légumes.',
        'Mit einer Prise Salz und Pfeffer verquirlen: {eggs}; über das Gemüse gießen.',
        'Klop los met een snufje zout en peper: {eggs}; giet over de groenten.',
      ),
      s(
        'Scatter over: {cheese}; cook on low heat for 3 to 4 minutes until just set.',
        'Parsemez : {cheese} ; laissez cuire 3 à 4 minutes à feu doux, jusqu’à ce que l’omelette soit juste prise.',
        'Darüberstreuen: {cheese}; bei schwacher Hitze 3 bis 4 Minuten stocken lassen.',
        'Strooi erover: {cheese}; laat 3 à 4 minuten op laag vuur stollen.',
        ['cheese'],
      ),
      s(
        'Cook on low heat for 3 to 4 minutes until just set.',
        'Laissez cuire 3 à 4 minutes à feu doux, jusqu’à ce que l’omelette soit juste prise.',
        'Bei schwacher Hitze 3 bis 4 Minuten stocken lassen.',
        'Laat 3 à 4 minuten op laag vuur stollen.',
        ['!cheese'],
      ),
      s(
        'Fold, sprinkle with: {herb}.',
        'Pliez, parsemez de : {herb}.',
        'Zusammenklappen, bestreuen mit: {herb}.',
        'Dubbelvouwen en bestrooien met: {herb}.',
        ['herb'],
      ),
      s('Serve with: {bread}.', 'Servez avec : {bread}.', 'Dazu: {bread}.', 'Serveer met: {bread}.', [
        'bread',
      ]),
    ],
  },
  {
    id: 'open-sandwich',
    meal: 'Breakfast',
    minutes: 5,
    portions: 1,
    dish: d('Open sandwich', 'Tartine', 'Belegtes Brot', 'Open boterham'),
    slots: [
      { id: 'bread', choices: ['bread', 'crispbread', 'riceCakes'], scale: true, factor: 1.2 },
      {
        id: 'topping',
        choices: ['cottage', 'quark', 'ham', 'smokedSalmon', 'egg'],
        scale: true,
        factor: 0.7,
        accepts: [...FISH_CATEGORIES, ...CHEESE_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetable',
        choices: ['tomato', 'cucumber', 'radish', 'avocado'],
        accepts: VEGETABLE_CATEGORIES,
        title: true,
        factor: 0.8,
      },
      { id: 'herb', choices: ['chives', 'parsley'], optional: true },
      {
        id: 'fruit',
        choices: ['apple', 'pear', 'orange', 'kiwi'],
        optional: true,
        accepts: FRUIT_CATEGORIES,
      },
    ],
    steps: [
      s(
        'Boil for 9 minutes, cool and slice: {topping}.',
        'Faites cuire 9 minutes dans l’eau bouillante, refroidissez et coupez en rondelles : {topping}.',
        '9 Minuten kochen, abschrecken und in Scheiben schneiden: {topping}.',
        '9 minuten koken, laten schrikken en in plakjes snijden: {topping}.',
        ['topping=egg'],
      ),
      s(
        'Toast lightly if you like: {bread}.',
        'Faites griller légèrement si vous le souhaitez : {bread}.',
        'Nach Belieben leicht toasten: {bread}.',
        'Rooster naar wens licht: {bread}.',
      ),
      s(
        'Spread or lay on the bread: {topping}.',
        'Tartinez ou disposez sur le pain : {topping}.',
        'Auf das Brot streichen oder legen: {topping}.',
        'Besmeer of beleg het brood met: {topping}.',
      ),
      s(
        'Slice and add: {vegetable}; season with pepper.',
        'Tranchez et ajoutez : {vegetable} ; poivrez.',
        'In Scheiben schneiden und darauflegen: {vegetable}; pfeffern.',
        'In plakjes snijden en erop leggen: {vegetable}; peper erover.',
      ),
      s(
        'Sprinkle with: {herb}.',
        'Parsemez de : {herb}.',
        'Bestreuen mit: {herb}.',
        'Bestrooi met: {herb}.',
        ['herb'],
      ),
      s('On the side: {fruit}.', 'En accompagnement : {fruit}.', 'Dazu: {fruit}.', 'Erbij: {fruit}.', [
        'fruit',
      ]),
    ],
  },

  // --- main course --------------------------------------------------------------------------------
  {
    id: 'stir-fry',
    meal: 'Main Course',
    minutes: 20,
    portions: 2,
    dish: d('Stir-fry', 'Wok', 'Wokpfanne', 'Roerbak'),
    slots: [
      {
        id: 'protein',
        choices: ['chicken', 'turkey', 'beef', 'pork', 'prawns', 'tofu'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetables',
        choices: ['broccoli', 'redPepper', 'carrot', 'courgette', 'mushrooms', 'greenBeans', 'leek'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'base', choices: ['rice', 'riceNoodles', 'buckwheat'], scale: true, accepts: GRAIN_CATEGORIES },
      { id: 'fat', choices: ['rapeseedOil'] },
      { id: 'aromatics', choices: ['garlic', 'ginger'], count: 2 },
      { id: 'sauce', choices: ['soySauce'], optional: true },
      { id: 'topping', choices: ['sesame'], optional: true },
    ],
    steps: [
      s(
        'Cook as the packet says: {base}.',
        'Faites cuire selon les indications du paquet : {base}.',
        'Nach Packungsangabe garen: {base}.',
        'Kook volgens de verpakking: {base}.',
      ),
      s(
        'Cut into thin strips: {protein}. Slice: {vegetables}. Chop finely: {aromatics}.',
        'Coupez en fines lanières : {protein}. Émincez : {vegetables}. Hachez finement : {aromatics}.',
        'In feine Streifen schneiden: {protein}. In Scheiben schneiden: {vegetables}. Fein hacken: {aromatics}.',
        'In dunne reepjes snijden: {protein}. In plakjes snijden: {vegetables}. Fijnhakken: {aromatics}.',
      ),
      s(
        'In a wok on high heat: {fat}. Sear the strips for 3 to 4 minutes until cooked through, then set aside.',
        'Dans un wok à feu vif : {fat}. Saisissez les lanières 3 à 4 minutes jusqu’à cuisson complète, puis réservez.',
        'Im Wok bei starker Hitze: {fat}. Die Streifen 3 bis 4 Minuten durchbraten, herausnehmen.',
        'In een wok op hoog vuur: {fat}. Bak de reepjes 3 à 4 minuten gaar en zet apart.',
      ),
      s(
        'Stir-fry the vegetables and aromatics for 4 to 5 minutes, keeping them crisp.',
        'Faites sauter les légumes et les aromates 4 à 5 minutes, en les gardant croquants.',
        'Gemüse und Gewürze 4 bis 5 Minuten pfannenrühren, sie sollen knackig bleiben.',
        'Roerbak de groenten en kruiden 4 à 5 minuten; ze blijven knapperig.',
      ),
      s(
        'Return the strips, add: {sauce}; toss for 1 minute.',
        'Remettez les lanières, ajoutez : {sauce} ; mélangez 1 minute.',
        'Die Streifen zurückgeben, dazu: {sauce}; 1 Minute schwenken.',
        'Doe de reepjes terug, voeg toe: {sauce}; 1 minuut omscheppen.',
        ['sauce'],
      ),
      s(
        'Return the strips and toss for 1 minute with salt and pepper.',
        'Remettez les lanières et mélangez 1 minute avec sel et poivre.',
        'Die Streifen zurückgeben und 1 Minute mit Salz und Pfeffer schwenken.',
        'Doe de reepjes terug en schep 1 minuut om met zout en peper.',
        ['!sauce'],
      ),
      s(
        'Serve over the base, sprinkled with: {topping}.',
        'Servez sur la garniture, parsemé de : {topping}.',
        'Auf der Beilage anrichten, bestreut mit: {topping}.',
        'Serveer op de basis, bestrooid met: {topping}.',
        ['topping'],
      ),
    ],
  },
  {
    id: 'grain-bowl',
    meal: 'Main Course',
    minutes: 25,
    portions: 2,
    dish: d('Bowl', 'Bowl', 'Bowl', 'Bowl'),
    slots: [
      {
        id: 'base',
        choices: ['quinoa', 'rice', 'buckwheat', 'couscous'],
        scale: true,
        accepts: GRAIN_CATEGORIES,
        title: true,
      },
      {
        id: 'protein',
        choices: ['chicken', 'salmon', 'tofu', 'chickpeas', 'lentils', 'tuna', 'egg'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetables',
        choices: [
          'courgette',
          'redPepper',
          'carrot',
          'cherryTomato',
          'cucumber',
          'spinach',
          'redCabbage',
          'broccoli',
        ],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'extra', choices: ['avocado', 'feta'], optional: true, accepts: CHEESE_CATEGORIES },
      { id: 'dressing', choices: ['oliveOil'] },
      { id: 'acid', choices: ['lemonJuice'] },
      { id: 'herb', choices: ['parsley', 'basil'], optional: true },
    ],
    steps: [
      s(
        'Cook as the packet says, then let cool a little: {base}.',
        'Faites cuire selon le paquet, puis laissez tiédir : {base}.',
        'Nach Packungsangabe garen und etwas abkühlen lassen: {base}.',
        'Kook volgens de verpakking en laat wat afkoelen: {base}.',
      ),
      s(
        'Cook through in a hot pan (ready-cooked or canned: drain and just warm): {protein}.',
        'Faites cuire à cœur à la poêle (déjà cuit ou en conserve : égouttez et réchauffez simplement) : {protein}.',
        'In der heißen Pfanne durchgaren (schon gegart oder aus der Dose: abtropfen lassen und nur erwärmen): {protein}.',
        'Gaar bakken in een hete pan (voorgekookt of uit blik: laten uitlekken en alleen verwarmen): {protein}.',
      ),
      s(
        'Wash and cut into bite-size pieces: {vegetables}.',
        'Lavez et coupez en bouchées : {vegetables}.',
        'Waschen und mundgerecht schneiden: {vegetables}.',
        'Wassen en in hapklare stukken snijden: {vegetables}.',
      ),
      s(
        'Whisk with salt and pepper for the dressing: {dressing}, {acid}.',
        'Fouettez avec sel et poivre pour la sauce : {dressing}, {acid}.',
        'Für das Dressing mit Salz und Pfeffer verrühren: {dressing}, {acid}.',
        'Klop met zout en peper tot dressing: {dressing}, {acid}.',
      ),
      s(
        'Fill two bowls: the base, the protein, the vegetables, then: {extra}.',
        'Garnissez deux bols : la base, la protéine, les légumes, puis : {extra}.',
        'Zwei Schalen füllen: Beilage, Eiweiß, Gemüse, dann: {extra}.',
        'Vul twee kommen: de basis, het eiwit, de groenten en dan: {extra}.',
        ['extra'],
      ),
      s(
        'Fill two bowls: the base, the protein, then the vegetables.',
        'Garnissez deux bols : la base, la protéine, puis les légumes.',
        'Zwei Schalen füllen: Beilage, Eiweiß, dann das Gemüse.',
        'Vul twee kommen: de basis, het eiwit en dan de groenten.',
        ['!extra'],
      ),
      s(
        'Pour over the dressing and finish with: {herb}.',
        'Nappez de sauce et terminez avec : {herb}.',
        'Mit dem Dressing beträufeln, zum Schluss: {herb}.',
        'Giet de dressing erover en maak af met: {herb}.',
        ['herb'],
      ),
      s(
        'Pour over the dressing and serve.',
        'Nappez de sauce et servez.',
        'Mit dem Dressing beträufeln und servieren.',
        'Giet de dressing erover en serveer.',
        ['!herb'],
      ),
    ],
  },
  {
    id: 'gratin',
    meal: 'Main Course',
    minutes: 45,
    portions: 2,
    dish: d('Gratin', 'Gratin', 'Gratin', 'Ovenschotel'),
    slots: [
      {
        id: 'base',
        choices: ['potato', 'pasta', 'sweetPotato'],
        scale: true,
        title: true,
        accepts: GRAIN_CATEGORIES,
      },
      {
        id: 'protein',
        choices: ['chicken', 'ham', 'salmon', 'cod', 'lentils', 'turkey'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetables',
        choices: ['broccoli', 'leek', 'cauliflower', 'spinach', 'courgette', 'mushrooms'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'liquid', choices: ['milk', 'soyDrink'], factor: 0.6 },
      {
        id: 'cheese',
        choices: ['emmental', 'parmesan', 'mozzarella'],
        optional: true,
        accepts: CHEESE_CATEGORIES,
      },
      { id: 'fat', choices: ['oliveOil'], factor: 0.5 },
      { id: 'herb', choices: ['chives', 'parsley'], optional: true },
    ],
    steps: [
      s(
        'Heat the oven to 200 °C. Grease a baking dish with: {fat}.',
        'Préchauffez le four à 200 °C. Huilez un plat à gratin avec : {fat}.',
        'Den Ofen auf 200 °C vorheizen. Eine Auflaufform einfetten mit: {fat}.',
        'Verwarm de oven op 200 °C. Vet een ovenschaal in met: {fat}.',
      ),
      s(
        'Slice thinly (potatoes) or cook for half the packet time (pasta): {base}.',
        'Coupez en fines rondelles (pommes de terre) ou précuisez la moitié du temps indiqué (pâtes) : {base}.',
        'In dünne Scheiben schneiden (Kartoffeln) oder halb so lange wie angegeben vorgaren (Nudeln): {base}.',
        'In dunne plakjes snijden (aardappelen) of de helft van de kooktijd voorkoken (pasta): {base}.',
      ),
      s(
        'Blanch for 3 minutes in boiling water: {vegetables}. Cut into pieces: {protein}.',
        'Blanchissez 3 minutes à l’eau bouillante : {vegetables}. Coupez en morceaux : {protein}.',
        '3 Minuten in kochendem Wasser blanchieren: {vegetables}. In Stücke schneiden: {protein}.',
        '3 minuten blancheren in kokend water: {vegetables}. In stukken snijden: {protein}.',
      ),
      s(
        'Layer everything in the dish, season with salt, pepper and nutmeg, and pour over: {liquid}.',
        'Disposez le tout en couches dans le plat, salez, poivrez, muscadez et versez : {liquid}.',
        'Alles schichtweise in die Form geben, mit Salz, Pfeffer und Muskat würzen und übergießen mit: {liquid}.',
        'Leg alles laagsgewijs in de schaal, breng op smaak met zout, peper en nootmuskaat en giet erover: {liquid}.',
      ),
      s(
        'Cover with: {cheese}.',
        'Recouvrez de : {cheese}.',
        'Bedecken mit: {cheese}.',
        'Bedek met: {cheese}.',
        ['cheese'],
      ),
      s(
        'Bake for 30 minutes until golden and the base is tender.',
        'Enfournez 30 minutes, jusqu’à ce que ce soit doré et la base tendre.',
        '30 Minuten backen, bis es goldbraun und die Beilage weich ist.',
        '30 minuten bakken tot het goudbruin is en de basis zacht.',
      ),
      s(
        'Sprinkle with: {herb}.',
        'Parsemez de : {herb}.',
        'Bestreuen mit: {herb}.',
        'Bestrooi met: {herb}.',
        ['herb'],
      ),
    ],
  },
  {
    id: 'salad',
    meal: 'Main Course',
    minutes: 15,
    portions: 2,
    dish: d('Salad', 'Salade', 'Salat', 'Salade'),
    slots: [
      { id: 'leaves', choices: ['lettuce', 'spinach'] },
      {
        id: 'vegetables',
        choices: ['cherryTomato', 'cucumber', 'redPepper', 'radish', 'carrot', 'corn', 'redCabbage'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      {
        id: 'protein',
        choices: ['chicken', 'tuna', 'egg', 'chickpeas', 'salmon', 'smokedSalmon', 'prawns', 'lentils'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES, ...CHEESE_CATEGORIES],
        title: true,
      },
      {
        id: 'base',
        choices: ['quinoa', 'bread', 'potato'],
        scale: true,
        factor: 0.8,
        accepts: GRAIN_CATEGORIES,
      },
      { id: 'dressing', choices: ['oliveOil'], factor: 1.2 },
      { id: 'acid', choices: ['lemonJuice'] },
      { id: 'mustard', choices: ['mustard'], optional: true },
      {
        id: 'topping',
        choices: ['walnuts', 'pumpkinSeeds', 'sunflowerSeeds'],
        optional: true,
        accepts: NUT_CATEGORIES,
      },
    ],
    steps: [
      s(
        'Cook the starchy part if needed (quinoa or potatoes as the packet says; toast bread into croutons): {base}.',
        'Faites cuire la partie féculente si besoin (quinoa ou pommes de terre selon le paquet ; pain grillé en croûtons) : {base}.',
        'Die Sättigungsbeilage garen (Quinoa oder Kartoffeln nach Packungsangabe; Brot zu Croûtons rösten): {base}.',
        'Bereid het zetmeel (quinoa of aardappelen volgens de verpakking; brood tot croutons roosteren): {base}.',
        ['base'],
      ),
      s(
        'Cook through in a hot pan (ready-cooked, smoked or canned: drain and use as it is): {protein}.',
        'Faites cuire à cœur à la poêle (déjà cuit, fumé ou en conserve : égouttez et utilisez tel quel) : {protein}.',
        'In der heißen Pfanne durchgaren (schon gegart, geräuchert oder aus der Dose: abtropfen lassen und so verwenden): {protein}.',
        'Gaar bakken in een hete pan (voorgekookt, gerookt of uit blik: laten uitlekken en zo gebruiken): {protein}.',
      ),
      s(
        'Wash and cut: {leaves}, {vegetables}.',
        'Lavez et coupez : {leaves}, {vegetables}.',
        'Waschen und schneiden: {leaves}, {vegetables}.',
        'Wassen en snijden: {leaves}, {vegetables}.',
      ),
      s(
        'Whisk with salt and pepper: {dressing}, {acid}, {mustard}.',
        'Fouettez avec sel et poivre : {dressing}, {acid}, {mustard}.',
        'Mit Salz und Pfeffer verrühren: {dressing}, {acid}, {mustard}.',
        'Klop met zout en peper: {dressing}, {acid}, {mustard}.',
        ['mustard'],
      ),
      s(
        'Whisk with salt and pepper: {dressing}, {acid}.',
        'Fouettez avec sel et poivre : {dressing}, {acid}.',
        'Mit Salz und Pfeffer verrühren: {dressing}, {acid}.',
        'Klop met zout en peper: {dressing}, {acid}.',
        ['!mustard'],
      ),
      s(
        'Toss everything with the dressing; scatter over: {topping}.',
        'Mélangez le tout avec la sauce ; parsemez : {topping}.',
        'Alles mit dem Dressing mischen; darüberstreuen: {topping}.',
        'Meng alles met de dressing; strooi erover: {topping}.',
        ['topping'],
      ),
      s(
        'Toss everything with the dressing and serve at once.',
        'Mélangez le tout avec la sauce et servez aussitôt.',
        'Alles mit dem Dressing mischen und sofort servieren.',
        'Meng alles met de dressing en serveer meteen.',
        ['!topping'],
      ),
    ],
  },
  {
    id: 'soup',
    meal: 'Main Course',
    minutes: 35,
    portions: 2,
    dish: d('Soup', 'Soupe', 'Suppe', 'Soep'),
    slots: [
      {
        id: 'vegetables',
        choices: ['carrot', 'leek', 'courgette', 'cauliflower', 'broccoli', 'spinach', 'tomato'],
        count: 2,
        factor: 1.4,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'aromatic', choices: ['onion'] },
      {
        id: 'protein',
        choices: ['lentils', 'chickpeas', 'chicken'],
        scale: true,
        accepts: MEAT_CATEGORIES,
        title: true,
      },
      { id: 'base', choices: ['potato', 'sweetPotato'], scale: true, factor: 0.6 },
      { id: 'fat', choices: ['oliveOil'] },
      { id: 'spice', choices: ['cumin', 'curry'], optional: true },
      { id: 'herb', choices: ['parsley', 'chives'], optional: true },
      { id: 'side', choices: ['bread'], optional: true, scale: true, factor: 0.7 },
    ],
    steps: [
      s(
        'Peel and dice: {aromatic}, {base}, {vegetables}.',
        'Épluchez et coupez en dés : {aromatic}, {base}, {vegetables}.',
        'Schälen und würfeln: {aromatic}, {base}, {vegetables}.',
        'Schillen en in blokjes snijden: {aromatic}, {base}, {vegetables}.',
      ),
      s(
        'In a large pot, heat: {fat}; soften the onion for 3 minutes with: {spice}.',
        'Dans une grande casserole, faites chauffer : {fat} ; faites fondre l’oignon 3 minutes avec : {spice}.',
        'In einem großen Topf erhitzen: {fat}; die Zwiebel 3 Minuten andünsten mit: {spice}.',
        'Verhit in een grote pan: {fat}; fruit de ui 3 minuten met: {spice}.',
        ['spice'],
      ),
      s(
        'In a large pot, heat: {fat}; soften the onion for 3 minutes.',
        'Dans une grande casserole, faites chauffer : {fat} ; faites fondre l’oignon 3 minutes.',
        'In einem großen Topf erhitzen: {fat}; die Zwiebel 3 Minuten andünsten.',
        'Verhit in een grote pan: {fat}; fruit de ui 3 minuten.',
        ['!spice'],
      ),
      s(
        'Add the vegetables and potatoes, cover with 800 ml of water, salt and simmer for 20 minutes.',
        'Ajoutez les légumes et les pommes de terre, couvrez de 800 ml d’eau, salez et laissez mijoter 20 minutes.',
        'Gemüse und Kartoffeln zugeben, mit 800 ml Wasser bedecken, salzen und 20 Minuten köcheln lassen.',
        'Voeg de groenten en aardappelen toe, bedek met 800 ml water, zout en laat 20 minuten sudderen.',
      ),
      s(
        'Add for the last 8 minutes (cut small, or drained if ready-cooked): {protein}.',
        'Ajoutez pour les 8 dernières minutes (en petits morceaux, ou égoutté si déjà cuit) : {protein}.',
        'Für die letzten 8 Minuten zugeben (klein geschnitten, oder abgetropft, wenn schon gegart): {protein}.',
        'Voeg de laatste 8 minuten toe (in kleine stukjes, of uitgelekt als het al gaar is): {protein}.',
      ),
      s(
        'Blend half of the soup for a creamy texture, season with pepper and sprinkle with: {herb}.',
        'Mixez la moitié de la soupe pour la rendre onctueuse, poivrez et parsemez de : {herb}.',
        'Die Hälfte der Suppe pürieren, pfeffern und bestreuen mit: {herb}.',
        'Pureer de helft van de soep, breng op smaak met peper en bestrooi met: {herb}.',
        ['herb'],
      ),
      s(
        'Blend half of the soup for a creamy texture and season with pepper.',
        'Mixez la moitié de la soupe pour la rendre onctueuse et poivrez.',
        'Die Hälfte der Suppe pürieren und pfeffern.',
        'Pureer de helft van de soep en breng op smaak met peper.',
        ['!herb'],
      ),
      s('Serve with: {side}.', 'Servez avec : {side}.', 'Dazu: {side}.', 'Serveer met: {side}.', ['side']),
    ],
  },
  {
    id: 'wrap',
    meal: 'Main Course',
    minutes: 15,
    portions: 2,
    dish: d('Wraps', 'Wraps', 'Wraps', 'Wraps'),
    slots: [
      { id: 'wrap', choices: ['tortilla', 'cornTortilla'], scale: true, factor: 1.1 },
      {
        id: 'protein',
        choices: ['chicken', 'turkey', 'beef', 'tuna', 'chickpeas', 'tofu', 'prawns'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetables',
        choices: ['lettuce', 'tomato', 'cucumber', 'redPepper', 'corn', 'redCabbage', 'avocado', 'carrot'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'sauce', choices: ['yogurt'], optional: true, factor: 0.4 },
      { id: 'spice', choices: ['paprika', 'cumin'], optional: true },
      { id: 'fat', choices: ['oliveOil'], factor: 0.7 },
    ],
    steps: [
      s(
        'Cut into strips, or drain if canned: {protein}.',
        'Coupez en lanières, ou égouttez si en conserve : {protein}.',
        'In Streifen schneiden, oder abtropfen lassen, wenn aus der Dose: {protein}.',
        'In reepjes snijden, of laten uitlekken als het uit blik komt: {protein}.',
      ),
      s(
        'In a hot pan with: {fat}; cook the filling for 4 to 6 minutes until cooked through, seasoning with: {spice}.',
        'Dans une poêle chaude avec : {fat} ; faites cuire la garniture 4 à 6 minutes jusqu’à cuisson complète, en assaisonnant avec : {spice}.',
        'In einer heißen Pfanne mit: {fat}; die Füllung 4 bis 6 Minuten durchbraten, würzen mit: {spice}.',
        'In een hete pan met: {fat}; bak de vulling 4 à 6 minuten gaar en kruid met: {spice}.',
        ['spice'],
      ),
      s(
        'In a hot pan with: {fat}; cook the filling for 4 to 6 minutes until cooked through, with salt and pepper.',
        'Dans une poêle chaude avec : {fat} ; faites cuire la garniture 4 à 6 minutes jusqu’à cuisson complète, salez et poivrez.',
        'In einer heißen Pfanne mit: {fat}; die Füllung 4 bis 6 Minuten durchbraten, salzen und pfeffern.',
        'In een hete pan met: {fat}; bak de vulling 4 à 6 minuten gaar met zout en peper.',
        ['!spice'],
      ),
      s(
        'Wash and slice thinly: {vegetables}.',
        'Lavez et émincez finement : {vegetables}.',
        'Waschen und fein schneiden: {vegetables}.',
        'Wassen en fijnsnijden: {vegetables}.',
      ),
      s(
        'Warm in a dry pan for 30 seconds a side: {wrap}.',
        'Réchauffez 30 secondes de chaque côté dans une poêle sèche : {wrap}.',
        'In einer trockenen Pfanne 30 Sekunden je Seite erwärmen: {wrap}.',
        'Verwarm 30 seconden per kant in een droge pan: {wrap}.',
      ),
      s(
        'Spread with: {sauce}; fill, roll up tightly and cut in half.',
        'Tartinez de : {sauce} ; garnissez, roulez serré et coupez en deux.',
        'Bestreichen mit: {sauce}; füllen, fest aufrollen und halbieren.',
        'Besmeer met: {sauce}; vullen, strak oprollen en halveren.',
        ['sauce'],
      ),
      s(
        'Fill, roll up tightly and cut in half.',
        'Garnissez, roulez serré et coupez en deux.',
        'Füllen, fest aufrollen und halbieren.',
        'Vullen, strak oprollen en halveren.',
        ['!sauce'],
      ),
    ],
  },
  {
    id: 'frittata',
    meal: 'Main Course',
    minutes: 25,
    portions: 2,
    dish: d('Frittata', 'Frittata', 'Frittata', 'Frittata'),
    slots: [
      { id: 'eggs', choices: ['egg'], scale: true, factor: 1.1 },
      {
        id: 'vegetables',
        choices: ['spinach', 'courgette', 'mushrooms', 'redPepper', 'tomato', 'leek'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'base', choices: ['potato'], scale: true, factor: 0.6 },
      {
        id: 'cheese',
        choices: ['parmesan', 'feta'],
        optional: true,
        accepts: CHEESE_CATEGORIES,
        title: true,
      },
      { id: 'fat', choices: ['oliveOil'] },
      { id: 'herb', choices: ['basil', 'chives', 'parsley'], optional: true },
      { id: 'side', choices: ['lettuce'], optional: true },
    ],
    steps: [
      s(
        'Peel, dice and boil for 8 minutes: {base}.',
        'Épluchez, coupez en dés et faites cuire 8 minutes à l’eau : {base}.',
        'Schälen, würfeln und 8 Minuten kochen: {base}.',
        'Schillen, in blokjes snijden en 8 minuten koken: {base}.',
      ),
      s(
        'Wash and slice: {vegetables}.',
        'Lavez et émincez : {vegetables}.',
        'Waschen und schneiden: {vegetables}.',
        'Wassen en snijden: {vegetables}.',
      ),
      s(
        'In an ovenproof pan, heat: {fat}; cook the vegetables and potatoes for 5 minutes.',
        'Dans une poêle allant au four, faites chauffer : {fat} ; faites revenir légumes et pommes de terre 5 minutes.',
        'In einer ofenfesten Pfanne erhitzen: {fat}; Gemüse und Kartoffeln 5 Minuten braten.',
        'Verhit in een ovenvaste pan: {fat}; bak de groenten en aardappelen 5 minuten.',
      ),
      s(
        'Beat with salt and pepper: {eggs}, {cheese}; pour into the pan.',
        'Battez avec sel et poivre : {eggs}, {cheese} ; versez dans la poêle.',
        'Mit Salz und Pfeffer verquirlen: {eggs}, {cheese}; in die Pfanne gießen.',
        'Klop met zout en peper: {eggs}, {cheese}; giet in de pan.',
        ['cheese'],
      ),
      s(
        'Beat with salt and pepper: {eggs}; pour into the pan.',
        'Battez avec sel et poivre : {eggs} ; versez dans la poêle.',
        'Mit Salz und Pfeffer verquirlen: {eggs}; in die Pfanne gießen.',
        'Klop met zout en peper: {eggs}; giet in de pan.',
        ['!cheese'],
      ),
      s(
        'Cook on low heat for 5 minutes, then 8 minutes under the oven grill until set and golden.',
        'Laissez cuire 5 minutes à feu doux, puis 8 minutes sous le gril du four, jusqu’à ce que ce soit pris et doré.',
        '5 Minuten bei schwacher Hitze stocken lassen, dann 8 Minuten unter dem Grill goldbraun backen.',
        '5 minuten op laag vuur laten stollen, dan 8 minuten onder de grill goudbruin bakken.',
      ),
      s(
        'Sprinkle with: {herb}.',
        'Parsemez de : {herb}.',
        'Bestreuen mit: {herb}.',
        'Bestrooi met: {herb}.',
        ['herb'],
      ),
      s(
        'Serve in wedges with: {side}.',
        'Servez en parts avec : {side}.',
        'In Stücken servieren mit: {side}.',
        'Serveer in punten met: {side}.',
        ['side'],
      ),
    ],
  },
  {
    id: 'traybake',
    meal: 'Main Course',
    minutes: 40,
    portions: 2,
    dish: d('Traybake', 'Plaque au four', 'Ofengericht vom Blech', 'Traybake uit de oven'),
    slots: [
      { id: 'base', choices: ['potato', 'sweetPotato'], scale: true, title: true },
      {
        id: 'protein',
        choices: ['chicken', 'salmon', 'cod', 'pork', 'lamb', 'chickpeas', 'tofu'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetables',
        choices: ['courgette', 'redPepper', 'carrot', 'broccoli', 'cauliflower', 'eggplant'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'fat', choices: ['oliveOil'], factor: 1.2 },
      { id: 'spice', choices: ['paprika', 'cumin', 'curry'] },
      { id: 'aromatic', choices: ['garlic'] },
      { id: 'acid', choices: ['lemonJuice'], optional: true },
      { id: 'herb', choices: ['parsley'], optional: true },
    ],
    steps: [
      s(
        'Heat the oven to 200 °C. Cut into wedges: {base}. Cut into chunks: {vegetables}.',
        'Préchauffez le four à 200 °C. Coupez en quartiers : {base}. Coupez en gros morceaux : {vegetables}.',
        'Den Ofen auf 200 °C vorheizen. In Spalten schneiden: {base}. In grobe Stücke schneiden: {vegetables}.',
        'Verwarm de oven op 200 °C. In partjes snijden: {base}. In grove stukken snijden: {vegetables}.',
      ),
      s(
        'On a lined tray, toss with salt: the potatoes, {fat}, {spice}, {aromatic}; roast for 15 minutes.',
        'Sur une plaque recouverte de papier cuisson, mélangez avec du sel : les pommes de terre, {fat}, {spice}, {aromatic} ; enfournez 15 minutes.',
        'Auf einem belegten Blech mit Salz mischen: die Kartoffeln, {fat}, {spice}, {aromatic}; 15 Minuten rösten.',
        'Meng op een beklede bakplaat met zout: de aardappelen, {fat}, {spice}, {aromatic}; 15 minuten roosteren.',
      ),
      s(
        'Add the vegetables and: {protein}; roast for 15 to 20 minutes more, until the protein is cooked through.',
        'Ajoutez les légumes et : {protein} ; poursuivez la cuisson 15 à 20 minutes, jusqu’à cuisson complète.',
        'Gemüse zugeben und: {protein}; weitere 15 bis 20 Minuten rösten, bis alles durchgegart ist.',
        'Voeg de groenten toe en: {protein}; nog 15 à 20 minuten roosteren tot alles gaar is.',
      ),
      s(
        'Before serving, drizzle with: {acid}.',
        'Avant de servir, arrosez de : {acid}.',
        'Vor dem Servieren beträufeln mit: {acid}.',
        'Besprenkel voor het serveren met: {acid}.',
        ['acid'],
      ),
      s(
        'Sprinkle with: {herb}.',
        'Parsemez de : {herb}.',
        'Bestreuen mit: {herb}.',
        'Bestrooi met: {herb}.',
        ['herb'],
      ),
    ],
  },
  {
    id: 'pasta',
    meal: 'Main Course',
    minutes: 20,
    portions: 2,
    dish: d('Pasta', 'Pâtes', 'Pasta', 'Pasta'),
    slots: [
      { id: 'base', choices: ['pasta', 'riceNoodles'], scale: true },
      { id: 'sauce', choices: ['cannedTomato'] },
      {
        id: 'protein',
        choices: ['tuna', 'beef', 'chicken', 'prawns', 'lentils'],
        scale: true,
        accepts: [...MEAT_CATEGORIES, ...FISH_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetable',
        choices: ['courgette', 'eggplant', 'spinach', 'mushrooms', 'redPepper'],
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'aromatics', choices: ['garlic', 'onion'], count: 2 },
      { id: 'fat', choices: ['oliveOil'] },
      { id: 'cheese', choices: ['parmesan'], optional: true, accepts: CHEESE_CATEGORIES },
      { id: 'herb', choices: ['basil', 'parsley'], optional: true },
    ],
    steps: [
      s(
        'Chop finely: {aromatics}. Dice: {vegetable}.',
        'Hachez finement : {aromatics}. Coupez en dés : {vegetable}.',
        'Fein hacken: {aromatics}. Würfeln: {vegetable}.',
        'Fijnhakken: {aromatics}. In blokjes snijden: {vegetable}.',
      ),
      s(
        'In a pan, heat: {fat}; soften the aromatics and vegetables for 5 minutes.',
        'Dans une sauteuse, faites chauffer : {fat} ; faites revenir aromates et légumes 5 minutes.',
        'In einer Pfanne erhitzen: {fat}; Zwiebel, Knoblauch und Gemüse 5 Minuten andünsten.',
        'Verhit in een pan: {fat}; fruit de kruiden en groenten 5 minuten.',
      ),
      s(
        'Add (cut small, or drained if canned): {protein}; cook for 3 minutes.',
        'Ajoutez (en petits morceaux, ou égoutté si en conserve) : {protein} ; faites cuire 3 minutes.',
        'Zugeben (klein geschnitten, oder abgetropft, wenn aus der Dose): {protein}; 3 Minuten garen.',
        'Voeg toe (in kleine stukjes, of uitgelekt als het uit blik komt): {protein}; 3 minuten bakken.',
      ),
      s(
        'Pour in: {sauce}; season and simmer for 10 minutes.',
        'Versez : {sauce} ; assaisonnez et laissez mijoter 10 minutes.',
        'Dazugeben: {sauce}; würzen und 10 Minuten köcheln lassen.',
        'Giet erbij: {sauce}; breng op smaak en laat 10 minuten sudderen.',
      ),
      s(
        'Meanwhile, cook al dente in salted water: {base}.',
        'Pendant ce temps, faites cuire al dente à l’eau salée : {base}.',
        'Inzwischen in Salzwasser al dente kochen: {base}.',
        'Kook intussen al dente in gezouten water: {base}.',
      ),
      s(
        'Mix with the sauce and serve with: {cheese}.',
        'Mélangez à la sauce et servez avec : {cheese}.',
        'Mit der Soße mischen und servieren mit: {cheese}.',
        'Meng met de saus en serveer met: {cheese}.',
        ['cheese'],
      ),
      s('Finish with: {herb}.', 'Terminez avec : {herb}.', 'Zum Schluss: {herb}.', 'Maak af met: {herb}.', [
        'herb',
      ]),
    ],
  },

  // --- snacks ---------------------------------------------------------------------------------------
  {
    id: 'yogurt-fruit',
    meal: 'Snack',
    minutes: 3,
    portions: 1,
    dish: d('Yogurt and fruit', 'Yaourt et fruits', 'Joghurt mit Obst', 'Yoghurt met fruit'),
    slots: [
      { id: 'dairy', choices: ['yogurt', 'quark', 'cottage'], scale: true, factor: 0.9 },
      { id: 'fruit', choices: BERRIES_AND_FRUIT, accepts: FRUIT_CATEGORIES, title: true },
      {
        id: 'topping',
        choices: ['walnuts', 'almonds', 'linseed', 'pumpkinSeeds'],
        optional: true,
        factor: 0.7,
        accepts: NUT_CATEGORIES,
        title: true,
      },
    ],
    steps: [
      s(
        'In a bowl: {dairy}.',
        'Dans un bol : {dairy}.',
        'In eine Schale: {dairy}.',
        'In een kommetje: {dairy}.',
      ),
      s(
        'Wash and cut on top: {fruit}.',
        'Lavez et coupez par-dessus : {fruit}.',
        'Waschen und darüber schneiden: {fruit}.',
        'Wassen en erboven in stukjes snijden: {fruit}.',
      ),
      s(
        'Sprinkle with: {topping}.',
        'Parsemez de : {topping}.',
        'Bestreuen mit: {topping}.',
        'Bestrooi met: {topping}.',
        ['topping'],
      ),
    ],
  },
  {
    id: 'crudites',
    meal: 'Snack',
    minutes: 10,
    portions: 1,
    dish: d('Crunchy vegetables and dip', 'Crudités et dip', 'Rohkost mit Dip', 'Rauwkost met dip'),
    slots: [
      {
        id: 'vegetables',
        choices: ['carrot', 'cucumber', 'redPepper', 'radish', 'cherryTomato', 'cauliflower'],
        count: 2,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'dip', choices: ['chickpeas', 'quark', 'cottage'], scale: true, factor: 0.6, title: true },
      { id: 'acid', choices: ['lemonJuice'], factor: 0.5 },
      { id: 'fat', choices: ['oliveOil'], optional: true, factor: 0.5 },
      { id: 'herb', choices: ['chives', 'parsley'], optional: true },
    ],
    steps: [
      s(
        'Wash and cut into sticks or bite-size pieces: {vegetables}.',
        'Lavez et coupez en bâtonnets ou en bouchées : {vegetables}.',
        'Waschen und in Sticks oder mundgerechte Stücke schneiden: {vegetables}.',
        'Wassen en in reepjes of hapklare stukken snijden: {vegetables}.',
      ),
      s(
        'For the dip, blend or stir with salt and pepper: {dip}, {acid}, {fat}.',
        'Pour le dip, mixez ou mélangez avec sel et poivre : {dip}, {acid}, {fat}.',
        'Für den Dip mit Salz und Pfeffer pürieren oder verrühren: {dip}, {acid}, {fat}.',
        'Pureer of roer voor de dip met zout en peper: {dip}, {acid}, {fat}.',
        ['fat'],
      ),
      s(
        'For the dip, stir with salt and pepper: {dip}, {acid}.',
        'Pour le dip, mélangez avec sel et poivre : {dip}, {acid}.',
        'Für den Dip mit Salz und Pfeffer verrühren: {dip}, {acid}.',
        'Roer voor de dip met zout en peper: {dip}, {acid}.',
        ['!fat'],
      ),
      s(
        'Sprinkle the dip with: {herb}.',
        'Parsemez le dip de : {herb}.',
        'Den Dip bestreuen mit: {herb}.',
        'Bestrooi de dip met: {herb}.',
        ['herb'],
      ),
    ],
  },
  {
    id: 'fruit-nuts',
    meal: 'Snack',
    minutes: 2,
    portions: 1,
    dish: d('Fruit and crunch', 'Fruit et croquant', 'Obst mit Biss', 'Fruit met crunch'),
    slots: [
      {
        id: 'fruit',
        choices: ['apple', 'pear', 'orange', 'banana', 'kiwi', 'mango'],
        factor: 1.1,
        accepts: FRUIT_CATEGORIES,
        title: true,
      },
      {
        id: 'crunch',
        choices: ['almonds', 'walnuts', 'hazelnuts', 'riceCakes', 'crispbread'],
        scale: true,
        factor: 0.9,
        accepts: NUT_CATEGORIES,
        title: true,
      },
      { id: 'spread', choices: ['peanutButter'], optional: true, factor: 0.6 },
    ],
    steps: [
      s(
        'Wash and slice: {fruit}.',
        'Lavez et tranchez : {fruit}.',
        'Waschen und in Scheiben schneiden: {fruit}.',
        'Wassen en in partjes snijden: {fruit}.',
      ),
      s('Serve with: {crunch}.', 'Servez avec : {crunch}.', 'Dazu: {crunch}.', 'Serveer met: {crunch}.'),
      s(
        'For dipping the slices: {spread}.',
        'Pour y tremper les tranches : {spread}.',
        'Zum Eintunken der Scheiben: {spread}.',
        'Om de partjes in te dippen: {spread}.',
        ['spread'],
      ),
    ],
  },
  {
    id: 'crispbread-snack',
    meal: 'Snack',
    minutes: 5,
    portions: 1,
    dish: d('Crispbread', 'Pain croustillant garni', 'Knäckebrot', 'Knäckebröd'),
    slots: [
      { id: 'bread', choices: ['crispbread', 'riceCakes'], scale: true },
      {
        id: 'topping',
        choices: ['cottage', 'quark', 'smokedSalmon', 'ham', 'avocado'],
        scale: true,
        factor: 0.5,
        accepts: [...FISH_CATEGORIES, ...CHEESE_CATEGORIES],
        title: true,
      },
      {
        id: 'vegetable',
        choices: ['cucumber', 'radish', 'tomato'],
        factor: 0.6,
        accepts: VEGETABLE_CATEGORIES,
        title: true,
      },
      { id: 'herb', choices: ['chives'], optional: true },
    ],
    steps: [
      s(
        'Spread or lay on: {bread} — {topping}.',
        'Tartinez ou garnissez : {bread} — {topping}.',
        'Bestreichen oder belegen: {bread} — {topping}.',
        'Besmeer of beleg: {bread} — {topping}.',
      ),
      s(
        'Slice thinly and add: {vegetable}; season with pepper.',
        'Tranchez finement et ajoutez : {vegetable} ; poivrez.',
        'In dünne Scheiben schneiden und darauflegen: {vegetable}; pfeffern.',
        'In dunne plakjes snijden en erop leggen: {vegetable}; peper erover.',
      ),
      s(
        'Sprinkle with: {herb}.',
        'Parsemez de : {herb}.',
        'Bestreuen mit: {herb}.',
        'Bestrooi met: {herb}.',
        ['herb'],
      ),
    ],
  },
];
