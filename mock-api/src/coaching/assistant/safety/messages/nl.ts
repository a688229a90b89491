import type { SafetyMessages } from './types';

export const nl: SafetyMessages = {
  medicine: (contactPath) =>
    `Vragen over medicijnen en supplementen horen bij uw arts of apotheker: hoe een middel samengaat met uw maaltijden, uw gewichtsverlies of andere producten hangt af van u en uw behandeling, dus daarover geef ik geen advies.\nVraag het hen voordat u iets verandert. Onze experts helpen u ook telefonisch met het programma: hun nummers staan op de contactpagina (${contactPath}).`,
  condition: (contactPath) =>
    `Dit is een vraag voor uw arts: zwangerschap, borstvoeding, een ziekte of een klacht vragen om persoonlijk medisch advies, dat ik niet kan geven.\nBespreek het met uw arts voordat u verdergaat. Onze experts staan ook telefonisch voor u klaar: hun nummers staan op de contactpagina (${contactPath}).`,
  distress: (contactPath) =>
    `Dank u dat u me dit vertelt. Wat u beschrijft is belangrijk, en u hoeft het niet alleen te dragen.\nPraat er alstublieft binnenkort over met uw huisarts: zulke gevoelens en een moeizame relatie met eten zijn te behandelen, en hulp vragen is een sterke stap.\nOnze experts luisteren naar u aan de telefoon: de nummers voor Duitsland, Oostenrijk, Zwitserland en Internationaal staan op de contactpagina (${contactPath}).\nBent u in gevaar of bang dat u uzelf iets aandoet, bel dan meteen 112.`,
  target: {
    goal: 'Een doel als dit is sneller of lager dan veilig is: te snel afvallen of te weinig eten kost spieren en gezondheid, en houdt zelden stand.',
    pace: 'Zo snel afvallen is niet veilig: het kost spiermassa, kan galstenen veroorzaken en houdt zelden stand.',
    intake:
      'Zo weinig eten is niet veilig zonder begeleiding van een arts: uw lichaam zou energie en voedingsstoffen missen.',
    fasting:
      'Dagenlang vasten kan ik niet begeleiden: daarvoor zijn het advies en het toezicht van een arts nodig.',
    safePace: (min, max) => `Een veilig tempo is ${min} tot ${max} kg per week.`,
    range: (minQis, maxQis, minKcal, maxKcal, calculatorPath) =>
      `Uw eigen bereik, berekend door de QIS-calculator met uw profiel: ${minQis} tot ${maxQis} QIS per dag (${minKcal} tot ${maxKcal} kcal). ${calculatorPath}`,
    noRange: (calculatorPath) =>
      `Uw dagelijkse bereik komt uit de QIS-calculator; vul daar uw gegevens in: ${calculatorPath}`,
    doctor: (contactPath) =>
      `Wilt u verder of sneller gaan, bespreek het dan eerst met uw arts. Onze experts staan telefonisch voor u klaar: hun nummers staan op de contactpagina (${contactPath}).`,
  },
};
