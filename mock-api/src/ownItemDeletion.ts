import type { ApiRouteKey } from '@qis/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from './http/contractRoutes';
import { errorResponses, SECURITY_BEARER_CSRF } from './http/schemas';

/** The contract's routes that delete one of the member's own items by its id. */
type DeletionKey = Extract<ApiRouteKey, `DELETE ${string}/{id}`>;

/**
 * A route that deletes one of the member's own items (a diary entry, a saved meal, a food, a recipe):
 * 204 once it is gone. `remove` answers the 404 for an id that is not the member's and any refusal
 * (`refusals`, e.g. 409 for a food a recipe still uses).
 */
export function ownItemDeletion<K extends DeletionKey>(
  docs: Omit<ContractRoute<K>['schema'], 'security'>,
  remove: (memberId: string, id: string) => Promise<void>,
  ...refusals: 409[]
): ContractRoute<K> {
  return {
    schema: { ...docs, security: SECURITY_BEARER_CSRF },
    responses: errorResponses(400, 401, 403, 404, ...refusals),
    handler: deletion(remove) as ContractRoute<K>['handler'],
  };
}

// Every deletion route's contract is the same (an id in the path, 204 with no body), which the
// handler's type cannot see through the generic K: it is written once for that shape.
const deletion =
  (remove: (memberId: string, id: string) => Promise<void>) =>
  async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    await remove(request.memberId, request.params.id);
    return reply.code(204).send(null);
  };
