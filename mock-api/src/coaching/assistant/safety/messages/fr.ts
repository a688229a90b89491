import type { SafetyMessages } from './types';

export const fr: SafetyMessages = {
  medicine: (contactPath) =>
    `Les questions sur les médicaments et les compléments relèvent de votre médecin ou de votre pharmacien : la façon dont un médicament se combine avec vos repas, votre perte de poids ou d’autres produits dépend de vous et de votre traitement, je ne donne donc pas de conseil à ce sujet.\nDemandez-leur avant de changer quoi que ce soit. Nos experts peuvent aussi vous aider sur le programme par téléphone : leurs lignes sont sur la page de contact (${contactPath}).`,
  condition: (contactPath) =>
    `C’est une question pour votre médecin : la grossesse, l’allaitement, une maladie ou un symptôme demandent un avis médical personnel, que je ne peux pas donner.\nParlez-en à votre médecin avant de continuer. Nos experts sont aussi là pour vous par téléphone : leurs lignes sont sur la page de contact (${contactPath}).`,
  distress: (contactPath) =>
    `Merci de me l’avoir confié. Ce que vous vivez compte, et vous n’avez pas à y faire face seul·e.\nParlez-en bientôt à votre médecin : ces sentiments et une relation difficile à la nourriture se soignent, et demander de l’aide est un pas courageux.\nNos experts sont là pour vous écouter au téléphone : les lignes Allemagne, Autriche, Suisse et International sont sur la page de contact (${contactPath}).\nSi vous êtes en danger ou pensez pouvoir vous faire du mal, appelez tout de suite le 112.`,
  target: {
    goal: 'Un objectif comme celui-ci va plus vite ou plus bas que ce qui est sûr : maigrir trop vite ou manger trop peu coûte du muscle et de la santé, et tient rarement.',
    pace: 'Perdre du poids aussi vite n’est pas sûr : on perd du muscle, on risque des calculs biliaires et le résultat dure rarement.',
    intake:
      'Manger aussi peu n’est pas sûr sans suivi médical : votre corps manquerait d’énergie et de nutriments.',
    fasting:
      'Jeûner plusieurs jours n’est pas quelque chose que je peux accompagner : cela demande l’avis et le suivi d’un médecin.',
    safePace: (min, max) => `Un rythme sûr, c’est ${min} à ${max} kg par semaine.`,
    range: (minQis, maxQis, minKcal, maxKcal, calculatorPath) =>
      `Votre propre fourchette, calculée par le calculateur QIS avec votre profil : ${minQis} à ${maxQis} QIS par jour (${minKcal} à ${maxKcal} kcal). ${calculatorPath}`,
    noRange: (calculatorPath) =>
      `Votre fourchette quotidienne vient du calculateur QIS ; saisissez-y vos données : ${calculatorPath}`,
    doctor: (contactPath) =>
      `Si vous voulez aller plus loin ou plus vite, parlez-en d’abord à votre médecin. Nos experts sont là pour vous par téléphone : leurs lignes sont sur la page de contact (${contactPath}).`,
  },
};
