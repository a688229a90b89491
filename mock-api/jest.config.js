// The "api" jest project: the real server on a real database (PGlite in memory, or the PostgreSQL
// server of DATABASE_URL). The root jest.config.js lists this file as a project.
//
// Unlike the web project, it also compiles a few packages of node_modules to CommonJS: typebox 1.x,
// cookie 2 (light-my-request's) and content-disposition 1 (@fastify/static's) ship ES modules only,
// and the CommonJS of PGlite and @fastify/cookie loads modules with import(), which jest's module
// runtime refuses without --experimental-vm-modules. Node itself loads all of them fine.
// htmlparser2 and its dom packages (sanitize-html's parser) ship ES modules only too.
const ESM_PACKAGES = [
  'typebox',
  '@electric-sql/pglite',
  '@fastify/cookie',
  'cookie',
  'content-disposition',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  rootDir: '..',
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/mock-api'],
  testMatch: ['**/src/**/*.test.ts', '**/test/**/*.test.ts'],
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  // Tests run the contract's sources; its dist is what Node runs in production.
  moduleNameMapper: {
    '^@qis/contract$': '<rootDir>/contract/src/index.ts',
    '^@qis/contract/api$': '<rootDir>/contract/src/api/index.ts',
    '^@qis/contract/testing$': '<rootDir>/contract/src/testing/builds.ts',
  },
  // Ignored: files of any other package, judged by the innermost node_modules of their path.
  transformIgnorePatterns: [
    `/node_modules/(?!(?:${ESM_PACKAGES.join('|')})/)(?:@[^/]+/)?[^/]+/(?!.*node_modules/)`,
  ],
  globalSetup: '<rootDir>/mock-api/test/support/trainSafetyModel.cjs',
  setupFilesAfterEnv: ['<rootDir>/mock-api/test/support/setup.ts'],
};
