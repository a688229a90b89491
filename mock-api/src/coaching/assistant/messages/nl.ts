import type { Messages } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;

export const nl: Messages = {
  food: {
    title: (name) => `${name}:`,
    per100g: (grams, qis, kcal) => `- per ${grams} g: ${qis} QIS (${kcal} kcal)`,
    amount: (grams, qis, kcal) => `- voor ${grams} g: ${qis} QIS (${kcal} kcal)`,
    portion: (label, qis, kcal) => `- per portie (${label}): ${qis} QIS (${kcal} kcal)`,
    household: (measure, grams, source, qis, kcal) =>
      `- voor ${measure} (${grams} g, ${source}): ${qis} QIS (${kcal} kcal)`,
    portionSource: {
      table: (table) => `de portie van ${table}`,
      standard: () => 'QIS-tabel van gangbare huishoudporties',
      default: () => 'gangbare maat, QIS-tabel van gangbare huishoudporties',
    },
    otherForm: (name, qis, grams) =>
      `De andere vorm: ${name}, ${qis} QIS per ${grams} g (weeg het zoals u het eet).`,
    noPieceWeight: (grams) => `Hoeveel één stuk ervan weegt weet ik niet; hier de waarden per ${grams} g.`,
    source: (table) => `Bron: ${table}.`,
    others: 'Andere voedingsmiddelen met die naam:',
    other: (name, qis, grams) => `- ${name}: ${qis} QIS per ${grams} g`,
    databaseLink: (path) => `Alle voedingsmiddelen staan in de voedingsdatabase: ${path}`,
    notFound: (text, path) =>
      `Ik heb „${text}” niet gevonden in de voedingscatalogus. Probeer een andere of algemenere naam, of zoek in de voedingsdatabase: ${path}`,
    closest: 'De voedingsmiddelen die er het dichtst bij komen (andere dan het genoemde):',
    own: {
      title: (name) => `${name} (uw eigen voedingsmiddel):`,
      portion: (label, grams, qis, kcal) => `- per portie (${label}, ${grams} g): ${qis} QIS (${kcal} kcal)`,
      recipe: (servings, qis, kcal) =>
        `- uw recept is voor ${servings} porties; één portie: ${qis} QIS (${kcal} kcal)`,
      eaten: (servings, qis, kcal) => `- voor ${servings} porties: ${qis} QIS (${kcal} kcal)`,
      yours: (path) => `Volgens wat u invoerde bij uw voedingsmiddelen en recepten: ${path}`,
    },
  },
  catalogueMissing:
    'De voedingscatalogus is nog niet geïmporteerd, dus ik kan nu geen voedingsmiddelen opzoeken.',
  need: {
    result: (qis, kcal) =>
      `Je dagelijkse energiebehoefte is ${qis} QIS (${kcal} kcal): daarmee blijft je gewicht gelijk.`,
    range: (min, max) => `Om af te vallen mik je op ${min} tot ${max} QIS per dag.`,
    basis: (age, weight, gender) =>
      `Berekend uit je profiel: ${gender === 'female' ? 'vrouw' : 'man'}, ${age} jaar, ${weight} kg (je laatste gewicht).`,
    assumed: (level) => `Je profiel noemt geen activiteitsniveau, dus ik ben uitgegaan van „${level}”.`,
    stated: (level) => `Activiteitsniveau, zoals je zei: „${level}”.`,
    change: (path) => `Voor een ander activiteitsniveau vul je het in bij de QIS-calculator: ${path}`,
    incomplete: (missing, profilePath, calculatorPath) =>
      `Om je behoefte te berekenen mis ik nog ${list(
        missing.map(
          (gap) => ({ weight: 'je gewicht', birthYear: 'je geboortejaar', gender: 'je geslacht' })[gap],
        ),
      )}. Vul je profiel aan (${profilePath}) of vul alles in bij de QIS-calculator: ${calculatorPath}`,
    mealPlan: (path) => `Je weekmenu is op deze marge gebaseerd: ${path}`,
  },
  activityLevels: {
    'very-inactive': 'zeer inactief',
    sitting: 'vooral zittend',
    'high-work': 'lichamelijk actief werk',
    'high-work-leisure': 'actief werk en actieve vrije tijd',
  },
  activity: {
    result: (minutes, name, qis) =>
      minutes.form === 'one'
        ? `${minutes.text} minuut ${name.toLowerCase()} levert je ${qis} bonus-QIS op.`
        : `${minutes.text} minuten ${name.toLowerCase()} leveren je ${qis} bonus-QIS op.`,
    basis: (weight, isDefault) =>
      isDefault
        ? `Berekend voor ${weight} kg, zoals de bonuslijst doet zolang je geen gewicht hebt ingevuld.`
        : `Berekend voor je laatste gewicht, ${weight} kg, volgens het Compendium of Physical Activities.`,
    defaultDuration: 'Je gaf geen duur op, dus ik heb die van de bonuslijst gebruikt.',
    listLink: (path) => `Alle activiteiten en hun bonus-QIS: ${path}`,
    unavailable: 'De activiteitentabel is nu niet beschikbaar, dus ik kan geen bonus-QIS berekenen.',
  },
  recipes: {
    intro: (slot, budget) =>
      `Recepten${slot ? ` voor ${slot}` : ''}${budget ? ` met hoogstens ${budget} QIS per portie` : ''}:`,
    line: (name, qis, portions) => `- ${name}: ${qis} QIS per portie (voor ${portions})`,
    none: (budget, slot) =>
      `Geen recept${slot ? ` voor ${slot}` : ''} past binnen ${budget ? `${budget} QIS per portie` : 'die grens'}; probeer een ruimer budget.`,
    planLink: (path) => `Je weekmenu zet zulke recepten voor de hele week op een rij: ${path}`,
  },
  slots: { morning: 'het ontbijt', noon: 'de lunch', evening: 'het avondeten', snack: 'een tussendoortje' },
  lists: {
    lowQis: 'Enkele voedingsmiddelen met weinig QIS:',
    cholesterolFree: 'Enkele cholesterolvrije voedingsmiddelen:',
    category: (name) => `${name} met de minste QIS:`,
    line: (name, qis, amount) => `- ${name}: ${qis} QIS per ${amount}`,
    more: (path) => `Meer op dit scherm: ${path}`,
  },
  explain: {
    qis: (kcalPerQis, path) =>
      `QIS is de energie-eenheid van het programma: elke QIS staat voor ${kcalPerQis} kcal. Je dagelijkse behoefte, je maaltijden en je activiteiten tellen allemaal in QIS, zo vergelijk je ze in één oogopslag. Meer: ${path}`,
    mealPlan: (path) =>
      `Het weekmenu geeft je een week ontbijt, lunch, avondeten en tussendoortjes waarvan het dagtotaal binnen je afvalmarge blijft. Beantwoord een paar vragen (gewicht, leeftijd, geslacht, activiteit) en het wordt voor je gemaakt; elk recept opent met ingrediënten en bereiding. ${path}`,
    bonus: (path) =>
      `Bonus-QIS zijn wat je activiteiten je opleveren: de energie die een activiteit boven rust verbruikt, bij jouw gewicht, geteld in QIS. Je mag ze bovenop je marge eten. De lijst: ${path}`,
    fitness: (path) =>
      `De fitnessstudio heeft oefen- en trainingsvideo's om thuis te volgen, op elk niveau: ${path}`,
  },
  tip: (title, body, path) => `Tip van de dag: ${title}\n${body}\n${path}`,
  help: {
    intro:
      'Ik beantwoord vragen over voedingsmiddelen, QIS, je dagelijkse behoefte, activiteiten en recepten, met de gegevens van het programma. Bijvoorbeeld:',
    examples: [
      'Hoeveel QIS zit er in een banaan?',
      'Wat is mijn dagelijkse QIS-behoefte?',
      'Hoeveel QIS levert een half uur fietsen op?',
      'Een licht recept voor het ontbijt?',
      'Welke groenten hebben de minste QIS?',
      'Wat is de tip van de dag?',
    ],
  },
};
