import { DEFAULT_LOCALE, isLocale, type Locale } from '@qis/contract';
import type { FastifyRequest } from 'fastify';

/** The first of the portal's languages the client's Accept-Language names, else the default (English). */
export function acceptedLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const language = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
