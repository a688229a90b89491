// Jest's global setup for the API project: the safety classifier trained once, before any suite, and
// kept in mock-api/dist where every worker loads it. Left to the suites, the first chat question of
// each would train its own copy at once, on the same two cores, past the tests' time limits. It runs
// in a process of its own, through the same TypeScript hook as the tests' real servers: a global
// setup does not get the projects' module mapping, and the contract's dist may not be built yet.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function trainSafetyModel() {
  const classifier = path.resolve(__dirname, '../../src/coaching/assistant/safety/classifier/classifier.ts');
  execFileSync(
    process.execPath,
    [
      '-r',
      path.join(__dirname, 'registerTypeScript.cjs'),
      '-e',
      `require(${JSON.stringify(classifier)}).loadOrTrainModel()`,
    ],
    { stdio: 'inherit' },
  );
};
