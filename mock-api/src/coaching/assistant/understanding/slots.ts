import type { Slot } from '../../../nutrition/recipes/catalogue';
import { findAny, type Match } from './text';

/** The meal-plan slots as members name them (the longest phrase wins: "petit déjeuner" is breakfast). */
const SLOT_WORDS: Readonly<Record<Slot, readonly string[]>> = {
  morning: [
    'breakfast*',
    'petit dejeuner',
    'petit dej',
    'petit dejeuners',
    'matin',
    'fruhstuck*',
    'morgens',
    'ontbijt*',
    'morning',
    'vanochtend',
    'vanmorgen',
  ],
  noon: [
    'lunch*',
    'dejeuner',
    'midi',
    'mittagessen',
    'mittag*',
    'middageten',
    'middag*',
    'noon',
    'vanmiddag',
  ],
  evening: [
    'dinner*',
    'supper',
    'diner',
    'soir',
    'souper',
    'abendessen',
    'abendbrot',
    'abends',
    'avondeten',
    'avondmaal',
    'evening',
    'tonight',
    'ce soir',
    'abend',
    'heute abend',
    'vanavond',
  ],
  snack: ['snack*', 'collation*', 'gouter', 'en cas', 'encas', 'zwischenmahlzeit*', 'tussendoor*'],
};

export function findSlot(words: readonly string[]): { slot: Slot; match: Match } | null {
  let best: { slot: Slot; match: Match } | null = null;
  for (const [slot, keywords] of Object.entries(SLOT_WORDS) as [Slot, readonly string[]][]) {
    const match = findAny(words, keywords, false);
    const length = match ? match.end - match.start : 0;
    if (match && (!best || length > best.match.end - best.match.start)) best = { slot, match };
  }
  return best;
}

export const ALL_SLOT_WORDS = Object.values(SLOT_WORDS).flat();
