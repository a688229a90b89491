import { Type, type Static, type TString } from 'typebox';
import { REMOTE_NAMES, type RemoteName } from '../remotes';

// What the portal server serves beside the API: the remote registry and the remotes' route tables.

export const RegistrySchema = Type.Object(
  Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, Type.String({ description: `${name}'s mf-manifest.json` })]),
  ) as Record<RemoteName, TString>,
  { description: 'Remote name → manifest URL' },
);

/** GET /remotes.json: each remote's mf-manifest.json URL. */
export type RemoteRegistry = Static<typeof RegistrySchema>;

const RemoteBuildStatusSchema = Type.Object({
  manifest: Type.String({ description: 'The build’s mf-manifest.json URL (the registry’s)' }),
  compatible: Type.Boolean({ description: 'False: the build is refused and the shell must not load it' }),
  problems: Type.Array(Type.String(), { description: 'Why the build is refused, one line each' }),
  table: Type.Unknown({
    description:
      'The last good route-table.json of this remote (the current build’s when it is good), or null; its ' +
      'format is in docs/architecture.md and routeTableProblems checks it',
  }),
  checkedAt: Type.String({ format: 'date-time' }),
});

export const RouteTablesSchema = Type.Object({
  remotes: Type.Object(
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, RemoteBuildStatusSchema])) as Record<
      RemoteName,
      typeof RemoteBuildStatusSchema
    >,
  ),
});
