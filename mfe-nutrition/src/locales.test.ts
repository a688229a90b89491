// Key sets, empty values and placeholders of every locale are checked repository-wide by
// shared/src/i18n/localeCompleteness.test.ts; this file holds what only this remote knows: the spec's French.
import { describe, expect, it } from '@jest/globals';
import { translationLeaves, type TranslationTree } from '@qis/shared/testing';
import questionnaireFr from './common/questionnaire/locales/fr.json';
import qisFr from './qis/locales/fr.json';
import commonEn from './common/locales/en.json';
import commonFr from './common/locales/fr.json';
import commonDe from './common/locales/de.json';
import commonNl from './common/locales/nl.json';
import usefulFr from './useful/locales/fr.json';
import { QIS_CATEGORIES } from './common/qisCategories';

describe('French strings given by the spec', () => {
  it.each([
    ['submit', 'Soumettre'],
    ['weightPlaceholder', 'en kilogrammes'],
    ['genders.female', 'Femme'],
    ['genders.male', 'Homme'],
    ['errors.weight', 'Veuillez saisir votre poids.'],
    ['errors.age', 'Veuillez saisir votre âge.'],
    ['errors.gender', 'Veuillez sélectionner un genre.'],
    ['errors.activityLevel', "Veuillez sélectionner un niveau d'activité."],
    ['activityShort.very-inactive', 'Très inactif'],
    ['activityShort.sitting', 'Assis'],
    ['activityShort.high-work', 'Élevé - Travail'],
    ['activityShort.high-work-leisure', 'Élevé - Travail & Loisirs'],
  ])('questionnaire %s', (key, text) =>
    expect(translationLeaves(questionnaireFr as TranslationTree).get(key)).toBe(text),
  );

  it.each([
    ['calculator.submit', 'Calculer'],
    ['calculator.reset', 'Nouveau calcul'],
    ['table.empty', 'Aucun aliment trouvé pour cette catégorie.'],
  ])('qis %s', (key, text) => expect(translationLeaves(qisFr as TranslationTree).get(key)).toBe(text));

  it.each([
    ['foodDatabase.empty', 'Aucun résultat trouvé'],
    [
      'lowQis.error',
      "Désolé, nous n'avons pas pu charger les aliments à faible QIS. Veuillez réessayer plus tard.",
    ],
    [
      'cholesterolFree.error',
      "Désolé, nous n'avons pas pu charger les aliments sans cholestérol. Veuillez réessayer plus tard.",
    ],
    ['bonus.error', "Désolé, nous n'avons pas pu charger les activités bonus. Veuillez réessayer plus tard."],
    [
      'tipOfTheDay.error',
      "Désolé, nous n'avons pas pu charger le conseil d'aujourd'hui. Veuillez réessayer plus tard.",
    ],
    [
      'recipeOfTheDay.error',
      "Désolé, nous n'avons pas pu charger la recette d'aujourd'hui. Veuillez réessayer plus tard.",
    ],
  ])('useful %s', (key, text) => expect(translationLeaves(usefulFr as TranslationTree).get(key)).toBe(text));

  it('names each of the 22 QIS-table categories in every locale', () => {
    for (const locale of [commonEn, commonFr, commonDe, commonNl]) {
      const names = translationLeaves(locale as TranslationTree);
      for (const id of QIS_CATEGORIES) expect(names.get(`qisCategories.${id}`)).toBeTruthy();
    }
  });
});
