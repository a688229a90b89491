import type { ActivityLevel, Gender } from '@qis/contract/api';

/** What the questionnaire emits: numbers, not the typed text. */
export interface QuestionnaireValues {
  weight: number;
  age: number;
  gender: Gender;
  activityLevel: ActivityLevel;
}

/** The form's raw state: the numbers as typed. */
export interface QuestionnaireFormValues {
  weight?: string;
  age?: string;
  gender?: Gender;
  activityLevel?: ActivityLevel;
}

export const WEIGHT_RANGE = { min: 10, max: 500 } as const;
export const AGE_RANGE = { min: 10, max: 99 } as const;
export const GENDERS: readonly Gender[] = ['female', 'male'];
/** In the spec's order of the questionnaire's labels. */
export const ACTIVITY_LEVELS: readonly ActivityLevel[] = [
  'very-inactive',
  'high-work',
  'sitting',
  'high-work-leisure',
];

export const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);
export const isActivityLevel = (value: unknown): value is ActivityLevel =>
  ACTIVITY_LEVELS.includes(value as ActivityLevel);

/** A number typed by a member; accepts a decimal comma ("72,5") as fr, de and nl keyboards write it. */
export function parseNumber(value: string | undefined | null): number | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const within = (value: number | null, range: { min: number; max: number }) =>
  value !== null && value >= range.min && value <= range.max;

export type QuestionnaireErrors = Partial<Record<keyof QuestionnaireFormValues, string>>;

/** Answers translation keys: one message per field whether it is empty or out of range. */
export function validateQuestionnaire(values: QuestionnaireFormValues): QuestionnaireErrors {
  const errors: QuestionnaireErrors = {};
  if (!within(parseNumber(values.weight), WEIGHT_RANGE)) errors.weight = 'errors.weight';
  const age = parseNumber(values.age);
  if (!within(age, AGE_RANGE) || !Number.isInteger(age)) errors.age = 'errors.age';
  if (!isGender(values.gender)) errors.gender = 'errors.gender';
  if (!isActivityLevel(values.activityLevel)) errors.activityLevel = 'errors.activityLevel';
  return errors;
}

/** The emitted values of a form that passed validation. */
export function toQuestionnaireValues(values: QuestionnaireFormValues): QuestionnaireValues {
  return {
    weight: parseNumber(values.weight) ?? 0,
    age: parseNumber(values.age) ?? 0,
    gender: values.gender as Gender,
    activityLevel: values.activityLevel as ActivityLevel,
  };
}

/** The questionnaire values of a URL query, or null when one is missing or not valid. */
export function questionnaireFromQuery(query: URLSearchParams): QuestionnaireValues | null {
  const raw: QuestionnaireFormValues = {
    weight: query.get('weight') ?? undefined,
    age: query.get('age') ?? undefined,
    gender: (query.get('gender') ?? undefined) as Gender | undefined,
    activityLevel: (query.get('activityLevel') ?? undefined) as ActivityLevel | undefined,
  };
  return Object.keys(validateQuestionnaire(raw)).length === 0 ? toQuestionnaireValues(raw) : null;
}

/** The query the results screen reads. */
export function questionnaireQuery(values: QuestionnaireValues): string {
  return new URLSearchParams({
    weight: String(values.weight),
    age: String(values.age),
    gender: values.gender,
    activityLevel: values.activityLevel,
  }).toString();
}
