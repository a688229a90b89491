// One jest run for the whole repository: web (jsdom) tests for shared, the shell and the remotes,
// and API tests that start the real server on a real database (PGlite, or DATABASE_URL when set).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// d3 (under @visx) ships ES modules only.
const esmPackages = ['d3-', 'internmap', 'delaunator', 'robust-predicates'];

module.exports = {
  // Every core, where jest's default leaves one to its idle main process: most API suites wait on their
  // servers and databases, and on CI's two cores the whole run took 361 s with two workers.
  maxWorkers: '100%',
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/jest/jsdom-environment.js',
      roots: [
        '<rootDir>/contract',
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mfe-coaching',
        '<rootDir>/mfe-nutrition',
        '<rootDir>/mfe-fitness',
        '<rootDir>/mfe-account',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.[jt]sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')}))`],
      moduleNameMapper: {
        // Tests run the contract's sources; its dist is what Node runs in production.
        '^@qis/contract$': '<rootDir>/contract/src/index.ts',
        '^@qis/contract/api$': '<rootDir>/contract/src/api/index.ts',
        '^@qis/contract/testing$': '<rootDir>/contract/src/testing/builds.ts',
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/jest/style-stub.js',
        '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/jest/style-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/setup-web.ts'],
    },
    // The API server's project keeps its own transform list: several of its dependencies ship ES modules only.
    '<rootDir>/mock-api/jest.config.js',
  ],
};
