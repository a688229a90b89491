import { describe, expect, it } from '@jest/globals';
import { CHAT_MESSAGE_MAX_LENGTH, CSRF_HEADER, LOCALES, QIS_CATEGORIES } from '@qis/contract';
import { API_ROUTES } from '@qis/contract/api';
import { CONTENT_EXTRA_LOCALES } from '../nutrition/content';
import { useTestApp } from '../../test/support/useTestApp';

// The OpenAPI document at /api/docs against @qis/contract: a value the server documents (and
// validates with) that differs from the contract the apps are built on fails here.
const testApp = useTestApp();

type Schema = { [key: string]: unknown };

/** Every schema object of the document, wherever it sits. */
function* schemas(node: unknown): Generator<Schema> {
  if (Array.isArray(node)) for (const item of node) yield* schemas(item);
  else if (node && typeof node === 'object') {
    yield node as Schema;
    for (const value of Object.values(node)) yield* schemas(value);
  }
}

/** The enum of every field called `name`: a body or answer property, or a query or path parameter. */
function enumsOf(node: unknown, name: string): unknown[][] {
  return [...schemas(node)].flatMap((schema) => {
    const property = (schema.properties as Record<string, Schema> | undefined)?.[name];
    const parameter =
      schema.name === name && schema.in !== undefined ? (schema.schema as Schema | undefined) : undefined;
    return [property, parameter].flatMap((field) => (field && Array.isArray(field.enum) ? [field.enum] : []));
  });
}

async function document(): Promise<Schema> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json() as Schema;
}

describe('the OpenAPI document agrees with @qis/contract', () => {
  it('every locale field of every route takes the contract’s locales (the meal plan’s content adds pt and it)', async () => {
    const localeFields = enumsOf(await document(), 'locale');
    expect(localeFields.length).toBeGreaterThan(3);
    for (const values of localeFields) {
      expect([[...LOCALES], [...LOCALES, ...CONTENT_EXTRA_LOCALES]]).toContainEqual(values);
    }
  });

  it('the chat question’s limit is the contract’s', async () => {
    const doc = (await document()) as { paths: Record<string, { post?: Schema }> };
    const body = [...schemas(doc.paths['/api/chat/message']?.post)].find(
      (schema) => (schema.properties as Record<string, Schema> | undefined)?.message !== undefined,
    );
    const message = (body?.properties as Record<string, Schema>).message;
    // Counted after trimming: the schema lets surrounding spaces through, the service checks the rest.
    expect(message?.maxLength).toBe(2 * CHAT_MESSAGE_MAX_LENGTH);
    expect(message?.description).toContain(`1 to ${CHAT_MESSAGE_MAX_LENGTH} characters after trimming`);
  });

  it('the CSRF header it documents is the contract’s', async () => {
    const doc = (await document()) as { components: { securitySchemes: Record<string, Schema> } };
    expect(doc.components.securitySchemes.csrf?.name).toBe(CSRF_HEADER);
  });

  it('the QIS table answers the contract’s 22 categories', async () => {
    const categoryEnums = enumsOf(await document(), 'category');
    expect(categoryEnums.length).toBeGreaterThan(0);
    for (const values of categoryEnums) expect(values).toEqual([...QIS_CATEGORIES]);
  });
});

/** Every operation of the document as "METHOD /path", the contract's keys. */
async function operations(): Promise<string[]> {
  const doc = (await document()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`),
  );
}

// Each route takes its method, path and schemas from its API_ROUTES entry (http/contractRoutes.ts),
// and everyRouteServed.ts lists a plugin for every key; what is left to see is that app.ts registers
// them all, and nothing else documented.
describe('the routes the OpenAPI document serves are the contract’s (API_ROUTES)', () => {
  it('documents every route of the contract, and no route the contract leaves out', async () => {
    expect((await operations()).sort()).toEqual(Object.keys(API_ROUTES).sort());
  });
});
