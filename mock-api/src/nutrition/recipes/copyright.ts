import type { Locale } from '@qis/contract';

/** The line under every recipe: the recipes are the programme's own writing. */
const COPYRIGHT: Record<Locale, (year: number) => string> = {
  en: (year) => `© ${year} QIS — recipe written for the QIS programme`,
  fr: (year) => `© ${year} QIS — recette écrite pour le programme QIS`,
  de: (year) => `© ${year} QIS — Rezept für das QIS-Programm geschrieben`,
  nl: (year) => `© ${year} QIS — recept geschreven voor het QIS-programma`,
};

export const copyrightLine = (locale: Locale, year: number): string => COPYRIGHT[locale](year);
