import { loadOrTrainModel, MODEL_FILE } from './classifier';

// The build's last step: the safety classifier trained from its corpus, kept beside the compiled server.
const started = Date.now();
loadOrTrainModel();
console.info(`safety classifier ready in ${MODEL_FILE} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
