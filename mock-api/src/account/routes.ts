import { contractRoutes } from '../http/contractRoutes';
import { type AccountExport } from '@qis/contract/api';
import type { Db } from '../db/client';
import { acceptedLocale } from '../http/acceptedLocale';
import { BODY_ERRORS, errorResponses, SECURITY_BEARER, SECURITY_BEARER_CSRF } from '../http/schemas';
import { exportFileName, exportStream } from './export/exportFile';
import type { AccountService } from './service';

const tags = ['account'];

/** The member's own account; registered inside the protected /api block. */
export const accountRoutes = contractRoutes((_app, { service, db }: { service: AccountService; db: Db }) => ({
  'POST /api/account/password': {
    schema: {
      tags,
      summary: 'Change the password',
      description:
        'Needs the current password (400 "wrong-password"). The new one is refused with its reason ' +
        '(400 "weak-password"). Every other session of the member is signed out; this one stays. ' +
        'Messages follow Accept-Language. At most 10 password checks per 15 minutes (429).',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401, 429),
    handler: async (request, reply) => {
      await service.changePassword(
        request.memberId,
        request.sessionId,
        request.body,
        acceptedLocale(request),
      );
      return reply.status(204).send(null);
    },
  },

  'GET /api/account/export': {
    schema: {
      tags,
      summary: 'Download everything kept about the member',
      description:
        'A JSON attachment (qis-export-<member number>-<YYYY-MM-DD>.json), streamed section by ' +
        'section. Nothing about anyone else, no password hash, no token. At most 10 an hour (429).',
      security: SECURITY_BEARER,
    },
    responses: errorResponses(401, 429),
    handler: async (request, reply) => {
      const member = await service.takeExport(request.memberId, acceptedLocale(request));
      const now = new Date();
      return (
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(member.memberNumber, now)}"`)
          .header('cache-control', 'no-store')
          // The schema documents the JSON the stream writes; a stream is sent as it is, unserialised.
          .send(exportStream(db, member, now) as unknown as AccountExport)
      );
    },
  },

  'DELETE /api/account': {
    schema: {
      tags,
      summary: 'Delete the account and everything kept about the member',
      description:
        'Needs the password (400 "wrong-password"). In one transaction every row of the member goes; ' +
        'every token is refused at once, the access token included. The membership number is never ' +
        'given again; the e-mail may join again and starts afresh.',
      security: SECURITY_BEARER_CSRF,
    },
    responses: errorResponses(...BODY_ERRORS, 401, 429),
    handler: async (request, reply) => {
      await service.deleteAccount(request.memberId, request.body.password, acceptedLocale(request));
      return reply.status(204).send(null);
    },
  },
}));
