import { findAny, type Match } from './text';

/**
 * The bonus screen's activities (2011 Compendium codes of content/bonus-activities.json) as members
 * name them. The longest phrase found wins ("marche nordique" before "marche", "tennis de table"
 * before "tennis"); of equal lengths, the first listed.
 */
const ACTIVITY_WORDS: readonly { code: string; words: readonly string[] }[] = [
  {
    code: '01011',
    words: [
      'cycling to work',
      'bike to work',
      'velo au travail',
      'zur arbeit radeln',
      'mit dem rad zur arbeit',
      'naar het werk fietsen',
      'naar mijn werk fietsen',
    ],
  },
  {
    code: '02010',
    words: [
      'exercise bike',
      'stationary bike',
      'home trainer',
      'velo d appartement',
      'heimtrainer',
      'ergometer',
      'hometrainer',
      'spinning',
    ],
  },
  {
    code: '01019',
    words: [
      'cycling',
      'bike',
      'biking',
      'bicycle*',
      'velo',
      'velos',
      'cyclisme',
      'radfahren',
      'rad fahren',
      'fahrrad*',
      'radeln',
      'fietsen',
      'fiets',
    ],
  },
  { code: '17302', words: ['nordic walking', 'marche nordique', 'nordic'] },
  { code: '17165', words: ['walking the dog', 'dog', 'chien', 'hund', 'gassi', 'hond'] },
  {
    code: '17220',
    words: ['very brisk walking', 'marche tres rapide', 'sehr zugiges gehen', 'zeer stevig wandelen'],
  },
  {
    code: '17082',
    words: ['hiking', 'hike', 'randonnee*', 'rando', 'wandern', 'wanderung', 'trekking', 'bergwandel*'],
  },
  {
    code: '17200',
    words: ['walk', 'walking', 'walks', 'marche', 'marcher', 'promenade', 'gehen', 'spazier*', 'wandel*'],
  },
  { code: '17133', words: ['stairs', 'escalier*', 'treppe*', 'traplopen', 'trappen'] },
  {
    code: '12020',
    words: [
      'jogging',
      'jog',
      'running',
      'run',
      'courir',
      'course a pied',
      'footing',
      'joggen',
      'laufen',
      'rennen',
      'hardlop*',
    ],
  },
  { code: '18265', words: ['breaststroke', 'brasse', 'brustschwimm*', 'schoolslag'] },
  { code: '18310', words: ['swim*', 'natation', 'nager', 'nage', 'piscine', 'schwimm*', 'zwem*'] },
  { code: '08240', words: ['weeding', 'desherb*', 'unkraut', 'onkruid'] },
  {
    code: '08120',
    words: [
      'mowing',
      'mow',
      'lawn',
      'tondre',
      'tondeuse',
      'pelouse',
      'rasen',
      'rasenmahen',
      'maaien',
      'grasmaaien',
    ],
  },
  { code: '08160', words: ['raking', 'ratisser', 'laub', 'harken'] },
  {
    code: '08245',
    words: [
      'gardening',
      'garden',
      'jardinage',
      'jardiner',
      'jardin',
      'gartenarbeit',
      'garten',
      'tuinieren',
      'tuinwerk',
      'tuin',
    ],
  },
  { code: '05043', words: ['vacuum*', 'hoover*', 'aspirateur', 'staubsaug*', 'stofzuig*'] },
  {
    code: '05021',
    words: ['mopping', 'mop', 'laver le sol', 'serpilliere', 'wischen', 'boden wischen', 'dweil*'],
  },
  {
    code: '05056',
    words: [
      'groceries upstairs',
      'carrying groceries',
      'monter les courses',
      'einkaufe tragen',
      'boodschappen',
    ],
  },
  {
    code: '05030',
    words: [
      'cleaning',
      'housework',
      'menage',
      'putzen',
      'hausputz',
      'hausarbeit',
      'schoonmaken',
      'poetsen',
      'huishouden',
    ],
  },
  {
    code: '03040',
    words: [
      'ballroom',
      'waltz',
      'tango',
      'valse',
      'danse de salon',
      'walzer',
      'gesellschaftstanz',
      'stijldans*',
      'wals',
    ],
  },
  { code: '03031', words: ['dance', 'dancing', 'danse', 'danser', 'tanzen', 'tanz', 'dansen'] },
  { code: '02150', words: ['yoga'] },
  { code: '02105', words: ['pilates'] },
  {
    code: '02054',
    words: [
      'strength training',
      'weight training',
      'weightlifting',
      'weights',
      'musculation',
      'muscu',
      'renforcement musculaire',
      'krafttraining',
      'kraftsport',
      'hanteln',
      'krachttraining',
      'gewichtheffen',
    ],
  },
  {
    code: '15660',
    words: ['table tennis', 'ping pong', 'pingpong', 'tennis de table', 'tischtennis', 'tafeltennis'],
  },
  { code: '15685', words: ['tennis'] },
  { code: '15030', words: ['badminton'] },
  {
    code: '05175',
    words: [
      'playing with children',
      'play with the kids',
      'jouer avec les enfants',
      'mit kindern spielen',
      'spelen met kinderen',
      'met de kinderen spelen',
    ],
  },
  { code: '02101', words: ['stretch*', 'etirement*', 'dehnen', 'dehnubung*', 'rekken', 'strekken'] },
  { code: '03020', words: ['low impact aerobic*', 'aerobic a faible impact', 'low impact'] },
  { code: '03016', words: ['step aerobic*', 'step'] },
  { code: '02120', words: ['aqua aerobic*', 'aquagym', 'aquafitness', 'wassergymnastik', 'aquarobic*'] },
  { code: '03015', words: ['aerobic*'] },
];

export function findActivity(words: readonly string[]): { code: string; match: Match } | null {
  let best: { code: string; match: Match } | null = null;
  for (const { code, words: keywords } of ACTIVITY_WORDS) {
    const match = findAny(words, keywords, false);
    if (match && (!best || match.end - match.start > best.match.end - best.match.start))
      best = { code, match };
  }
  return best;
}

export const ALL_ACTIVITY_WORDS = ACTIVITY_WORDS.flatMap(({ words }) => words);
