import type { DiaryDay, DiarySlot } from '@qis/contract/api';
import { DIARY_SLOTS, type Locale } from '@qis/contract';
import { addDays } from '@qis/contract';
import { formatNumber, lines, screen } from '../compose/context';
import type { ChatLocale } from '../provider';
import type { DiaryQuestion } from './intent';
import type { OwnKitchen } from '../compose/ownFood';

/** What the assistant reads of the diary: the service the diary's routes use. */
export interface DiaryReader {
  today(): string;
  day(memberId: string, date: string, locale: Locale): Promise<DiaryDay>;
  /** The member's own foods and recipes (absent in tests of other parts). */
  own?(memberId: string, locale: Locale): Promise<OwnKitchen>;
}

interface DiaryWords {
  slots: Record<DiarySlot, string>;
  today: string;
  yesterday: string;
  left: (qis: string, eaten: string, min: string, max: string, bonus: string) => string;
  over: (qis: string, eaten: string, min: string, max: string, bonus: string) => string;
  noRange: (eaten: string) => string;
  nothing: (day: string) => string;
  ate: (day: string) => string;
  activities: (bonus: string) => string;
  total: (eaten: string) => string;
  link: (url: string) => string;
}

const q = (value: string) => `${value} QIS`;

const WORDS: Record<ChatLocale, DiaryWords> = {
  en: {
    slots: { morning: 'Morning', noon: 'Noon', evening: 'Evening', snack: 'Snack' },
    today: 'Today',
    yesterday: 'Yesterday',
    left: (qis, eaten, min, max, bonus) =>
      `You have ${q(qis)} left today: you have eaten ${q(eaten)}, and your range is ${min} to ${max} QIS with ${q(bonus)} of bonus.`,
    over: (qis, eaten, min, max, bonus) =>
      `You are ${q(qis)} over today: you have eaten ${q(eaten)}, and your range is ${min} to ${max} QIS with ${q(bonus)} of bonus.`,
    noRange: (eaten) =>
      `You have eaten ${q(eaten)} today. To say what is left, your diary needs your weight, birth year, gender and activity level.`,
    nothing: (day) => `${day}, nothing is written down in your diary.`,
    ate: (day) => `${day}, you wrote down:`,
    activities: (bonus) => `Activities and workouts: ${q(bonus)} of bonus.`,
    total: (eaten) => `In all: ${q(eaten)}.`,
    link: (url) => `Your day in the diary: ${url}`,
  },
  fr: {
    slots: { morning: 'Matin', noon: 'Midi', evening: 'Soir', snack: 'Collation' },
    today: "Aujourd'hui",
    yesterday: 'Hier',
    left: (qis, eaten, min, max, bonus) =>
      `Il vous reste ${q(qis)} aujourd'hui : vous avez mangé ${q(eaten)}, et votre fourchette va de ${min} à ${max} QIS avec ${q(bonus)} de bonus.`,
    over: (qis, eaten, min, max, bonus) =>
      `Vous avez ${q(qis)} de trop aujourd'hui : vous avez mangé ${q(eaten)}, et votre fourchette va de ${min} à ${max} QIS avec ${q(bonus)} de bonus.`,
    noRange: (eaten) =>
      `Vous avez mangé ${q(eaten)} aujourd'hui. Pour dire ce qu'il vous reste, votre journal a besoin de votre poids, année de naissance, sexe et niveau d'activité.`,
    nothing: (day) => `${day}, rien n'est noté dans votre journal.`,
    ate: (day) => `${day}, vous avez noté :`,
    activities: (bonus) => `Activités et séances : ${q(bonus)} de bonus.`,
    total: (eaten) => `En tout : ${q(eaten)}.`,
    link: (url) => `Votre journée dans le journal : ${url}`,
  },
  de: {
    slots: { morning: 'Morgens', noon: 'Mittags', evening: 'Abends', snack: 'Snack' },
    today: 'Heute',
    yesterday: 'Gestern',
    left: (qis, eaten, min, max, bonus) =>
      `Sie haben heute noch ${q(qis)} übrig: Sie haben ${q(eaten)} gegessen, Ihr Bereich ist ${min} bis ${max} QIS mit ${q(bonus)} Bonus.`,
    over: (qis, eaten, min, max, bonus) =>
      `Sie liegen heute ${q(qis)} darüber: Sie haben ${q(eaten)} gegessen, Ihr Bereich ist ${min} bis ${max} QIS mit ${q(bonus)} Bonus.`,
    noRange: (eaten) =>
      `Sie haben heute ${q(eaten)} gegessen. Um zu sagen, was übrig ist, braucht Ihr Tagebuch Gewicht, Geburtsjahr, Geschlecht und Aktivitätsniveau.`,
    nothing: (day) => `${day} ist in Ihrem Tagebuch nichts notiert.`,
    ate: (day) => `${day} haben Sie notiert:`,
    activities: (bonus) => `Aktivitäten und Workouts: ${q(bonus)} Bonus.`,
    total: (eaten) => `Insgesamt: ${q(eaten)}.`,
    link: (url) => `Ihr Tag im Tagebuch: ${url}`,
  },
  nl: {
    slots: { morning: 'Ochtend', noon: 'Middag', evening: 'Avond', snack: 'Tussendoortje' },
    today: 'Vandaag',
    yesterday: 'Gisteren',
    left: (qis, eaten, min, max, bonus) =>
      `U hebt vandaag nog ${q(qis)} over: u hebt ${q(eaten)} gegeten, en uw bereik is ${min} tot ${max} QIS met ${q(bonus)} bonus.`,
    over: (qis, eaten, min, max, bonus) =>
      `U zit vandaag ${q(qis)} te hoog: u hebt ${q(eaten)} gegeten, en uw bereik is ${min} tot ${max} QIS met ${q(bonus)} bonus.`,
    noRange: (eaten) =>
      `U hebt vandaag ${q(eaten)} gegeten. Om te zeggen wat er over is, heeft uw dagboek uw gewicht, geboortejaar, geslacht en activiteitsniveau nodig.`,
    nothing: (day) => `${day} staat er niets in uw dagboek.`,
    ate: (day) => `${day} hebt u genoteerd:`,
    activities: (bonus) => `Activiteiten en trainingen: ${q(bonus)} bonus.`,
    total: (eaten) => `In totaal: ${q(eaten)}.`,
    link: (url) => `Uw dag in het dagboek: ${url}`,
  },
};

/** The answer from the member's diary and range, with a link to the day. */
export async function composeDiaryAnswer(
  reader: DiaryReader,
  memberId: string,
  question: DiaryQuestion,
  locale: ChatLocale,
  /** The member's own today (their device's); the server's UTC day when the request did not say. */
  memberToday?: string,
): Promise<string> {
  const words = WORDS[locale];
  const n = (value: number) => formatNumber(locale, value);
  const today = memberToday ?? reader.today();
  const date = question.day === 'yesterday' ? addDays(today, -1) : today;
  const day = await reader.day(memberId, date, locale);
  const link = words.link(`${screen(locale, '/diary')}?date=${date}`);
  const { totals } = day;
  if (question.kind === 'left') {
    if (day.range.kind !== 'range' || totals.left === null)
      return lines(words.noRange(n(totals.eaten)), link);
    const args = [
      n(totals.eaten),
      n(day.range.min + totals.bonus),
      n(day.range.max + totals.bonus),
      n(totals.bonus),
    ] as const;
    return lines(
      totals.left >= 0 ? words.left(n(totals.left), ...args) : words.over(n(-totals.left), ...args),
      link,
    );
  }
  const label = question.day === 'yesterday' ? words.yesterday : words.today;
  const meals = day.entries.filter((entry) => entry.kind !== 'activity');
  if (meals.length === 0 && totals.bonus === 0) return lines(words.nothing(label), link);
  const slotLines = DIARY_SLOTS.flatMap((slot) => {
    const inSlot = meals.filter((entry) => entry.slot === slot);
    if (inSlot.length === 0) return [];
    const items = inSlot.map((entry) => `${entry.name} (${n(entry.qis)} QIS)`).join(', ');
    return [`- ${words.slots[slot]}: ${items}`];
  });
  return lines(
    words.ate(label),
    ...slotLines,
    totals.bonus > 0 ? words.activities(n(totals.bonus)) : null,
    words.total(n(totals.eaten)),
    link,
  );
}
