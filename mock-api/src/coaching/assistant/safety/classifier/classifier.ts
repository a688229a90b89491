import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@qis/contract';
import { CORPUS_DIR, corpusFiles, readCorpus, type RiskyClass } from './corpus';
import { decide } from './decide';
import { SafetyModel, TRAINING, type SafetyModelJson } from './model';

/** Where the trained model is kept, beside the compiled server (the build trains it: `npm run build -w mock-api`). */
export const MODEL_FILE = path.resolve(__dirname, '..', '..', '..', '..', '..', 'dist', 'safety-model.json');

interface KeptModel {
  /** The corpus and settings it was trained from: a model of another corpus is trained again. */
  source: string;
  model: SafetyModelJson;
}

/** A digest of what the model learns from: every corpus file it reads and the training settings. */
function sourceDigest(): string {
  const hash = createHash('sha256').update(JSON.stringify(TRAINING));
  for (const name of corpusFiles()) {
    hash.update(name).update(readFileSync(path.join(CORPUS_DIR, name)));
  }
  return hash.digest('hex');
}

function readKept(source: string): SafetyModel | null {
  try {
    const kept = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as KeptModel;
    return kept.source === source ? SafetyModel.fromJSON(kept.model) : null;
  } catch {
    return null;
  }
}

/**
 * The trained model: the one kept in MODEL_FILE when it was trained from today's corpus, else one
 * trained now (a few seconds) and kept for the next process. The file is replaced whole (written
 * aside, then renamed), so processes training at once never read half a model.
 */
export function loadOrTrainModel(): SafetyModel {
  const source = sourceDigest();
  const kept = readKept(source);
  if (kept) return kept;
  const model = SafetyModel.train(readCorpus());
  mkdirSync(path.dirname(MODEL_FILE), { recursive: true });
  const aside = `${MODEL_FILE}.${process.pid}.tmp`;
  writeFileSync(aside, JSON.stringify({ source, model: model.toJSON() } satisfies KeptModel));
  renameSync(aside, MODEL_FILE);
  return model;
}

let model: SafetyModel | null = null;

/** The model the server screens with, loaded once per process on first use. */
export function safetyModel(): SafetyModel {
  model ??= loadOrTrainModel();
  return model;
}

/** The class the trained classifier refers the question to, or null to coach it. */
export const classifyQuestion = (text: string, locale: Locale): RiskyClass | null =>
  decide(safetyModel().scores(text, locale));
