import type { ChatLocale } from '../../provider';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { nl } from './nl';
import type { SafetyMessages } from './types';

export const SAFETY_MESSAGES: Readonly<Record<ChatLocale, SafetyMessages>> = { en, fr, de, nl };
