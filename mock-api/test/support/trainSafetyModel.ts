import { loadOrTrainModel } from '../../src/coaching/assistant/safety/classifier/classifier';

// Jest's global setup for the API project: the safety classifier trained once, before any suite, and
// kept in mock-api/dist where every worker loads it. Left to the suites, the first chat question of
// each would train its own copy at once, on the same two cores, past the tests' time limits.
export default function trainSafetyModel(): void {
  loadOrTrainModel();
}
