/**
 * The contract's version: the major of this package's version (package.json), raised on every
 * breaking change (a removed export, a changed meaning, a route-table field a built shell cannot
 * read). Each remote's build records the version it was built against (remote-contract.json);
 * the shell and the server refuse a build of another major. version.test.ts holds the two together.
 */
export const CONTRACT_VERSION = 1;
