import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_LOCALE,
  isLocale,
  localeFromPath,
  localizePath,
  stripLocale,
  SUPPORTED_LOCALES,
  switchLocale,
} from './locales';

describe('locale helpers', () => {
  it('offers en, fr, de, nl with en as default', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('isLocale accepts the supported locales only', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale('FR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('localeFromPath reads a supported first segment only', () => {
    expect(localeFromPath('/fr/profile')).toBe('fr');
    expect(localeFromPath('/nl')).toBe('nl');
    expect(localeFromPath('/profile')).toBeNull();
    expect(localeFromPath('/it/profile')).toBeNull();
    expect(localeFromPath('/')).toBeNull();
    expect(localeFromPath('')).toBeNull();
  });

  it('stripLocale removes the locale segment', () => {
    expect(stripLocale('/fr/profile')).toBe('/profile');
    expect(stripLocale('/fr/useful/low-qis')).toBe('/useful/low-qis');
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/fr/')).toBe('/');
    expect(stripLocale('/profile')).toBe('/profile');
    expect(stripLocale('')).toBe('/');
  });

  it('switchLocale puts the path under another locale', () => {
    expect(switchLocale('/fr/profile', 'de')).toBe('/de/profile');
    expect(switchLocale('/profile', 'nl')).toBe('/nl/profile');
    expect(switchLocale('/fr', 'en')).toBe('/en');
    expect(switchLocale('/', 'fr')).toBe('/fr');
    expect(switchLocale('/en/meal-plan/results', 'fr')).toBe('/fr/meal-plan/results');
  });

  it('localizePath keeps the current URL’s locale segment', () => {
    expect(localizePath('/home', '/fr/profile')).toBe('/fr/home');
    expect(localizePath('home', '/de/gym')).toBe('/de/home');
    expect(localizePath('/', '/nl/contact')).toBe('/nl');
    expect(localizePath('/home', '/profile')).toBe('/home');
  });
});
