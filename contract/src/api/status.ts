import { Type, type Static } from 'typebox';

export const StatusResponseSchema = Type.Object({
  activeUsers: Type.Integer({ minimum: 0, description: 'Members active in the last 5 minutes' }),
});

export type StatusResponse = Static<typeof StatusResponseSchema>;
