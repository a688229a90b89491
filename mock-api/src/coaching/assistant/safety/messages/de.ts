import type { SafetyMessages } from './types';

export const de: SafetyMessages = {
  medicine: (contactPath) =>
    `Fragen zu Medikamenten und Nahrungsergänzungsmitteln gehören zu Ihrer Ärztin, Ihrem Arzt oder in die Apotheke: Wie ein Mittel mit Ihren Mahlzeiten, Ihrer Gewichtsabnahme oder anderen Präparaten zusammenwirkt, hängt von Ihnen und Ihrer Behandlung ab, deshalb berate ich dazu nicht.\nBitte fragen Sie dort, bevor Sie etwas ändern. Unsere Experten helfen Ihnen auch telefonisch beim Programm: Die Nummern stehen auf der Kontaktseite (${contactPath}).`,
  condition: (contactPath) =>
    `Das ist eine Frage für Ihre Ärztin oder Ihren Arzt: Schwangerschaft, Stillzeit, eine Krankheit oder ein Symptom brauchen persönlichen ärztlichen Rat, den ich nicht geben kann.\nBitte sprechen Sie mit Ihrer Ärztin oder Ihrem Arzt, bevor Sie weitermachen. Unsere Experten sind auch telefonisch für Sie da: Die Nummern stehen auf der Kontaktseite (${contactPath}).`,
  distress: (contactPath) =>
    `Danke, dass Sie mir das sagen. Was Sie beschreiben, ist wichtig, und Sie müssen damit nicht allein bleiben.\nBitte sprechen Sie bald mit Ihrer Ärztin oder Ihrem Arzt darüber: Solche Gefühle und ein schwieriges Verhältnis zum Essen lassen sich behandeln, und Hilfe zu suchen ist ein starker Schritt.\nUnsere Experten hören Ihnen am Telefon zu: Die Nummern für Deutschland, Österreich, die Schweiz und International stehen auf der Kontaktseite (${contactPath}).\nWenn Sie in Gefahr sind oder fürchten, sich etwas anzutun, rufen Sie sofort die 112 an.`,
  target: {
    goal: 'Ein solches Ziel ist schneller oder niedriger, als es sicher ist: Wer zu schnell abnimmt oder zu wenig isst, verliert Muskeln und Gesundheit, und der Erfolg hält selten.',
    pace: 'So schnell abzunehmen ist nicht sicher: Es kostet Muskeln, kann Gallensteine verursachen und hält selten an.',
    intake:
      'So wenig zu essen ist ohne ärztliche Begleitung nicht sicher: Ihrem Körper würden Energie und Nährstoffe fehlen.',
    fasting:
      'Tagelanges Fasten kann ich nicht begleiten: Dafür braucht es ärztlichen Rat und ärztliche Aufsicht.',
    safePace: (min, max) => `Ein sicheres Tempo sind ${min} bis ${max} kg pro Woche.`,
    range: (minQis, maxQis, minKcal, maxKcal, calculatorPath) =>
      `Ihr eigener Bereich, vom QIS-Rechner mit Ihrem Profil berechnet: ${minQis} bis ${maxQis} QIS pro Tag (${minKcal} bis ${maxKcal} kcal). ${calculatorPath}`,
    noRange: (calculatorPath) =>
      `Ihren täglichen Bereich berechnet der QIS-Rechner; geben Sie dort Ihre Daten ein: ${calculatorPath}`,
    doctor: (contactPath) =>
      `Wenn Sie weiter oder schneller gehen möchten, sprechen Sie bitte zuerst mit Ihrer Ärztin oder Ihrem Arzt. Unsere Experten sind telefonisch für Sie da: Die Nummern stehen auf der Kontaktseite (${contactPath}).`,
  },
};
