import type { FastifySchemaValidationError } from 'fastify/types/schema';

export interface FieldProblem {
  /** Dotted path inside the request part, e.g. `profile.email`; the part itself for the root. */
  field: string;
  message: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'a valid email address',
  'date-time': 'an ISO 8601 date-time, e.g. 2025-03-14T00:00:00.000Z',
  date: 'an ISO 8601 date, e.g. 2025-03-14',
  uuid: 'a UUID',
};

const COMPARISONS: Record<string, string> = {
  '>=': 'at least',
  '<=': 'at most',
  '>': 'greater than',
  '<': 'less than',
};

const PART_NAMES: Record<string, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The URL',
  headers: 'The headers',
};

function pathOf(error: FastifySchemaValidationError): string {
  return error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (parent: string, child: string) => (parent ? `${parent}.${child}` : child);

/** One readable sentence per schema error, naming the field the way the client sent it. */
export function describeValidationError(error: FastifySchemaValidationError, part = 'body'): FieldProblem {
  const path = pathOf(error);
  const params = error.params as Record<string, unknown>;
  const subject = path || (PART_NAMES[part] ?? part);
  const problem = (field: string, message: string): FieldProblem => ({ field: field || part, message });

  switch (error.keyword) {
    case 'required': {
      const field = join(path, String(params.missingProperty));
      return problem(field, `${field} is required`);
    }
    case 'additionalProperties': {
      const field = join(path, String(params.additionalProperty));
      return problem(field, `${field} is not an accepted field`);
    }
    case 'type':
      return problem(path, `${subject} must be ${TYPE_NAMES[String(params.type)] ?? String(params.type)}`);
    case 'minLength':
      return problem(
        path,
        params.limit === 1
          ? `${subject} must not be empty`
          : `${subject} must be at least ${String(params.limit)} characters long`,
      );
    case 'maxLength':
      return problem(path, `${subject} must be at most ${String(params.limit)} characters long`);
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return problem(
        path,
        `${subject} must be ${COMPARISONS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`,
      );
    case 'format':
      return problem(
        path,
        `${subject} must be ${FORMAT_NAMES[String(params.format)] ?? `in ${String(params.format)} format`}`,
      );
    case 'enum':
      return problem(
        path,
        `${subject} must be one of: ${(params.allowedValues as unknown[]).map((value) => String(value)).join(', ')}`,
      );
    case 'const':
      return problem(path, `${subject} must be ${JSON.stringify(params.allowedValue)}`);
    case 'pattern':
      // Every pattern in our schemas is NOT_BLANK: a required text must hold more than spaces.
      return problem(path, `${subject} must not be blank`);
    case 'minItems':
    case 'maxItems':
      return problem(
        path,
        `${subject} must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(params.limit)} items`,
      );
    default:
      return problem(path, `${subject} is invalid (${error.message ?? error.keyword})`);
  }
}
