import { Type, type Static } from 'typebox';

// The probes of a load balancer or an orchestrator (/api/health).

export const LiveResponseSchema = Type.Object({ status: Type.Literal('live') });

export const ReadinessChecksSchema = Type.Object({
  database: Type.Boolean({ description: 'The database answered within 2 s' }),
  migrations: Type.Boolean({ description: 'Every migration of this build is applied' }),
  catalogue: Type.Boolean({ description: 'The food catalogue is imported and loaded' }),
});

export const ReadyResponseSchema = Type.Object({
  status: Type.Literal('ready'),
  checks: ReadinessChecksSchema,
});

export type ReadinessChecks = Static<typeof ReadinessChecksSchema>;
