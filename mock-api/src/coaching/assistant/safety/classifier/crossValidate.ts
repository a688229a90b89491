import type { LabelledText } from './corpus';
import { SafetyModel } from './model';

/**
 * k-fold cross-validation: each question is decided by a model that never saw it. The folds are
 * dealt in turn from the corpus's own order, so each holds every file's writers and classes. Only
 * the first `decided` folds are decided when fewer are asked for (the tests' quicker gate).
 */
export function crossValidate<T>(
  corpus: readonly LabelledText[],
  folds: number,
  decideWith: (model: SafetyModel, question: LabelledText) => T,
  decided = folds,
): T[] {
  const decisions: T[] = [];
  for (let fold = 0; fold < decided; fold += 1) {
    const training = corpus.filter((_, index) => index % folds !== fold);
    const model = SafetyModel.train(training);
    corpus.forEach((question, index) => {
      if (index % folds === fold) decisions.push(decideWith(model, question));
    });
  }
  return decisions;
}
