import type { Messages } from './types';

const list = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;

export const de: Messages = {
  food: {
    title: (name) => `${name}:`,
    per100g: (grams, qis, kcal) => `- pro ${grams} g: ${qis} QIS (${kcal} kcal)`,
    amount: (grams, qis, kcal) => `- für ${grams} g: ${qis} QIS (${kcal} kcal)`,
    portion: (label, qis, kcal) => `- pro Portion (${label}): ${qis} QIS (${kcal} kcal)`,
    household: (measure, grams, source, qis, kcal) =>
      `- für ${measure} (${grams} g, ${source}): ${qis} QIS (${kcal} kcal)`,
    portionSource: {
      table: (table) => `die Portion aus ${table}`,
      standard: () => 'QIS-Tabelle der üblichen Haushaltsportionen',
      default: () => 'übliches Maß, QIS-Tabelle der üblichen Haushaltsportionen',
    },
    otherForm: (name, qis, grams) =>
      `Die andere Form: ${name}, ${qis} QIS pro ${grams} g (wiegen Sie so, wie Sie es essen).`,
    noPieceWeight: (grams) =>
      `Wie viel ein Stück davon wiegt, weiß ich nicht; hier die Werte pro ${grams} g.`,
    source: (table) => `Quelle: ${table}.`,
    others: 'Weitere Lebensmittel dieses Namens:',
    other: (name, qis, grams) => `- ${name}: ${qis} QIS pro ${grams} g`,
    databaseLink: (path) => `Alle Lebensmittel finden Sie in der Lebensmitteldatenbank: ${path}`,
    notFound: (text, path) =>
      `„${text}“ habe ich im Lebensmittelkatalog nicht gefunden. Versuchen Sie einen anderen oder allgemeineren Namen, oder suchen Sie in der Lebensmitteldatenbank: ${path}`,
    closest: 'Die ähnlichsten Lebensmittel, die ich kenne (andere als das genannte):',
    own: {
      title: (name) => `${name} (Ihr eigenes Lebensmittel):`,
      portion: (label, grams, qis, kcal) => `- pro Portion (${label}, ${grams} g): ${qis} QIS (${kcal} kcal)`,
      recipe: (servings, qis, kcal) =>
        `- Ihr Rezept ergibt ${servings} Portionen; eine Portion: ${qis} QIS (${kcal} kcal)`,
      eaten: (servings, qis, kcal) => `- für ${servings} Portionen: ${qis} QIS (${kcal} kcal)`,
      yours: (path) => `Nach Ihren Angaben in Ihren Lebensmitteln und Rezepten: ${path}`,
    },
  },
  catalogueMissing:
    'Der Lebensmittelkatalog ist noch nicht importiert, daher kann ich gerade keine Lebensmittel nachschlagen.',
  need: {
    result: (qis, kcal) =>
      `Ihr täglicher Energiebedarf beträgt ${qis} QIS (${kcal} kcal): Damit halten Sie Ihr Gewicht.`,
    range: (min, max) => `Zum Abnehmen peilen Sie ${min} bis ${max} QIS pro Tag an.`,
    basis: (age, weight, gender) =>
      `Berechnet aus Ihrem Profil: ${gender === 'female' ? 'Frau' : 'Mann'}, ${age} Jahre, ${weight} kg (Ihr letztes Gewicht).`,
    assumed: (level) => `Ihr Profil nennt keine Aktivitätsstufe, daher habe ich „${level}“ angenommen.`,
    stated: (level) => `Aktivitätsstufe, wie Sie sagten: „${level}“.`,
    change: (path) => `Für eine andere Aktivitätsstufe geben Sie sie im QIS-Rechner ein: ${path}`,
    incomplete: (missing, profilePath, calculatorPath) =>
      `Um Ihren Bedarf zu berechnen, fehlt mir noch ${list(
        missing.map(
          (gap) => ({ weight: 'Ihr Gewicht', birthYear: 'Ihr Geburtsjahr', gender: 'Ihr Geschlecht' })[gap],
        ),
      )}. Ergänzen Sie Ihr Profil (${profilePath}) oder geben Sie alles im QIS-Rechner ein: ${calculatorPath}`,
    mealPlan: (path) => `Ihr Wochen-Ernährungsplan baut auf diesem Bereich auf: ${path}`,
  },
  activityLevels: {
    'very-inactive': 'sehr inaktiv',
    sitting: 'überwiegend sitzend',
    'high-work': 'körperlich aktive Arbeit',
    'high-work-leisure': 'aktive Arbeit und aktive Freizeit',
  },
  activity: {
    result: (minutes, name, qis) =>
      minutes.form === 'one'
        ? `${minutes.text} Minute ${name} bringt Ihnen ${qis} Bonus-QIS.`
        : `${minutes.text} Minuten ${name} bringen Ihnen ${qis} Bonus-QIS.`,
    basis: (weight, isDefault) =>
      isDefault
        ? `Berechnet für ${weight} kg, wie die Bonusliste, solange Sie kein Gewicht eingetragen haben.`
        : `Berechnet für Ihr letztes Gewicht, ${weight} kg, nach dem Compendium of Physical Activities.`,
    defaultDuration: 'Sie haben keine Dauer genannt, daher habe ich die der Bonusliste genommen.',
    listLink: (path) => `Alle Aktivitäten und ihre Bonus-QIS: ${path}`,
    unavailable:
      'Die Aktivitätentabelle ist gerade nicht verfügbar, daher kann ich keine Bonus-QIS berechnen.',
  },
  recipes: {
    intro: (slot, budget) =>
      `Rezepte${slot ? ` für ${slot}` : ''}${budget ? ` mit höchstens ${budget} QIS pro Portion` : ''}:`,
    line: (name, qis, portions) => `- ${name}: ${qis} QIS pro Portion (für ${portions})`,
    none: (budget, slot) =>
      `Kein Rezept${slot ? ` für ${slot}` : ''} passt in ${budget ? `${budget} QIS pro Portion` : 'diesen Rahmen'}; versuchen Sie ein größeres Budget.`,
    planLink: (path) => `Ihr Ernährungsplan stellt solche Rezepte für die Woche zusammen: ${path}`,
  },
  slots: {
    morning: 'das Frühstück',
    noon: 'das Mittagessen',
    evening: 'das Abendessen',
    snack: 'einen Snack',
  },
  lists: {
    lowQis: 'Einige Lebensmittel mit wenig QIS:',
    cholesterolFree: 'Einige cholesterinfreie Lebensmittel:',
    category: (name) => `${name} mit den wenigsten QIS:`,
    line: (name, qis, amount) => `- ${name}: ${qis} QIS pro ${amount}`,
    more: (path) => `Mehr auf dieser Seite: ${path}`,
  },
  explain: {
    qis: (kcalPerQis, path) =>
      `QIS ist die Energieeinheit des Programms: Jedes QIS steht für ${kcalPerQis} kcal. Ihr Tagesbedarf, Ihre Mahlzeiten und Ihre Aktivitäten werden alle in QIS gezählt, so vergleichen Sie sie auf einen Blick. Mehr: ${path}`,
    mealPlan: (path) =>
      `Der Ernährungsplan gibt Ihnen eine Woche mit Frühstück, Mittagessen, Abendessen und Snacks, deren Tagessumme in Ihrem Abnehmbereich bleibt. Beantworten Sie ein paar Fragen (Gewicht, Alter, Geschlecht, Aktivität), und er wird für Sie erstellt; jedes Rezept öffnet sich mit Zutaten und Zubereitung. ${path}`,
    bonus: (path) =>
      `Bonus-QIS bringen Ihnen Ihre Aktivitäten: die Energie, die eine Aktivität über dem Ruheumsatz verbraucht, bei Ihrem Gewicht, in QIS gezählt. Sie dürfen sie zusätzlich zu Ihrem Bereich essen. Die Liste: ${path}`,
    fitness: (path) =>
      `Das Fitnessstudio bietet Übungs- und Trainingsvideos zum Mitmachen zu Hause, für jedes Niveau: ${path}`,
  },
  tip: (title, body, path) => `Tipp des Tages: ${title}\n${body}\n${path}`,
  help: {
    intro:
      'Ich beantworte Fragen zu Lebensmitteln, QIS, Ihrem Tagesbedarf, Aktivitäten und Rezepten, aus den Daten des Programms. Zum Beispiel:',
    examples: [
      'Wie viele QIS hat eine Banane?',
      'Wie hoch ist mein täglicher QIS-Bedarf?',
      'Wie viele QIS bringt eine halbe Stunde Radfahren?',
      'Ein leichtes Rezept zum Frühstück?',
      'Welches Gemüse hat die wenigsten QIS?',
      'Was ist der Tipp des Tages?',
    ],
  },
};
