// Key sets, empty values and placeholders of every locale are checked repository-wide by
// shared/src/i18n/localeCompleteness.test.ts; this file holds what only this remote knows: the spec's French.
import { describe, expect, it } from '@jest/globals';
import { translationLeaves, type TranslationTree } from '@qis/shared/testing';
import profileFr from './profile/locales/fr.json';
import contactFr from './contact/locales/fr.json';

describe('French strings given by the spec', () => {
  const profile = translationLeaves(profileFr as TranslationTree);
  const contact = translationLeaves(contactFr as TranslationTree);

  it.each([
    ['chart.loading', 'Chargement...'],
    ['chart.hint', 'Cliquez sur un point pour modifier cette entrée de poids'],
    ['chart.xAxis', 'Date'],
    ['chart.yAxis', 'Poids'],
    ['chart.series', 'Votre poids'],
    ['account.title', 'Votre compte'],
    ['account.memberNumber', "Numéro d'adhérent"],
    ['account.female', 'Femme'],
    ['account.male', 'Homme'],
    ['account.submit', 'Mettre à jour'],
    ['account.saved', 'Profil mis à jour'],
    ['account.errors.emailInvalid', 'Adresse email invalide.'],
    ['weight.title', 'Historique du poids'],
    ['weight.submit', 'Enregistrer'],
    ['weight.saved', 'Poids actuel mis à jour'],
  ])('profile %s', (key, text) => expect(profile.get(key)).toBe(text));

  it.each([
    ['errors.nameRequired', 'Le nom est requis'],
    ['errors.emailRequired', "L'email est requis"],
    ['errors.emailInvalid', 'Adresse email invalide'],
    ['errors.reasonRequired', 'La raison est requise'],
    ['errors.membershipNumberRequired', "Le numéro d'adhérent est requis"],
    ['errors.messageRequired', 'Le message est requis'],
    ['sent.title', 'Message envoyé !'],
    ['sent.message', 'Votre message a été envoyé avec succès'],
    ['sent.subMessage', 'Nous vous répondrons bientôt'],
    ['sent.close', 'Fermer'],
  ])('contact %s', (key, text) => expect(contact.get(key)).toBe(text));
});
