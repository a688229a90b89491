import type { ChatLocale } from '../provider';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';
import type { Messages } from './types';

export type { Count, Messages } from './types';

export const MESSAGES: Readonly<Record<ChatLocale, Messages>> = { en, fr, de, nl };
