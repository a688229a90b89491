// Module hook for scripts/drizzle-kit.mjs: resolves `drizzle-orm` imports from mock-api's folder.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const parentURL = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
          return next(specifier, { ...context, parentURL });
        }
        return next(specifier, context);
      }
    `),
);
