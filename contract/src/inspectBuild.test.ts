import { describe, expect, it } from '@jest/globals';
import { inspectRemoteBuild } from './inspectBuild';
import { BASE, compatibleBuild, filesOf, OFFER, serve } from './testing/builds';

const MANIFEST = `${BASE}mf-manifest.json`;
const inspect = (files: Record<string, unknown>) =>
  inspectRemoteBuild('mfe-account', MANIFEST, serve(files), OFFER);

describe('inspectRemoteBuild: builds broken on purpose are refused with their reason', () => {
  it('accepts a compatible build and gives its route table', async () => {
    const result = await inspect(filesOf(compatibleBuild()));
    expect(result.problems).toEqual([]);
    expect(result.table?.routes.map((row) => row.path)).toEqual(['profile', 'contact']);
  });

  it('refuses a build whose manifest no longer exposes ./routes', async () => {
    const build = compatibleBuild();
    build.manifest.exposes = [];
    expect((await inspect(filesOf(build))).problems).toEqual([
      'mf-manifest.json does not expose ./routes, the module the shell loads',
    ]);
  });

  it('refuses a build that needs a React major above the shell’s', async () => {
    const build = compatibleBuild();
    build.contract = {
      ...build.contract,
      shared: { ...build.contract.shared, react: { requiredVersion: '20.0.0', version: '20.0.0' } },
    };
    expect((await inspect(filesOf(build))).problems).toEqual(['needs react 20.0.0, the shell offers 19.3.1']);
  });

  it('refuses a build made against an old contract version', async () => {
    const build = compatibleBuild();
    build.contract = { ...build.contract, contractVersion: 0 };
    expect((await inspect(filesOf(build))).problems).toEqual([
      'built against @qis/contract 0, the shell offers contract 1',
    ]);
  });

  it('refuses an unreachable manifest', async () => {
    const result = await inspect({});
    expect(result.problems).toEqual([`mf-manifest.json cannot be read at ${MANIFEST}: HTTP 404`]);
    expect(result.table).toBeNull();
  });

  it('refuses a manifest that is not JSON', async () => {
    const files = { ...filesOf(compatibleBuild()), 'mf-manifest.json': '<html>Not found</html>' };
    expect((await inspect(files)).problems).toEqual([`mf-manifest.json at ${MANIFEST} is not JSON`]);
  });

  it('refuses a route table that is not JSON', async () => {
    const files = { ...filesOf(compatibleBuild()), 'route-table.json': '{"format": 1,' };
    const result = await inspect(files);
    expect(result.problems).toEqual([`route-table.json at ${BASE}route-table.json is not JSON`]);
    expect(result.table).toBeNull();
  });

  it('refuses a route table that names a screen the build does not have', async () => {
    const build = compatibleBuild();
    build.table = {
      ...build.table,
      routes: [...build.table.routes, { path: 'invoices', screen: 'invoices', title: { ns: 'a', key: 'b' } }],
    };
    expect((await inspect(filesOf(build))).problems).toEqual([
      'route "invoices" names the screen "invoices", which the build does not have (it has profile, contact)',
    ]);
  });

  it('refuses a route table whose menu entry has no label in a locale', async () => {
    const build = compatibleBuild();
    build.table = {
      ...build.table,
      labels: { ...build.table.labels, nl: { menu: {}, tiles: build.table.labels.nl.tiles } },
    };
    expect((await inspect(filesOf(build))).problems).toEqual(['the "nl" labels have no menu.contact']);
  });
});
