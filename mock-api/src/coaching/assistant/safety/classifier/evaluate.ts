import { readQuestion } from '../../understanding/text';
import { detectLanguage } from '../../understanding/language';
import { combineReferrals } from '../screen';
import type { LabelledText, SafetyClass } from './corpus';
import { crossValidate } from './crossValidate';
import { decide } from './decide';
import { figuresOf, type SafetyFigures } from './measure';
import type { SafetyModel } from './model';

/** The day the figures are read on: a target "by Christmas" means the same pace in every run. */
export const MEASURED_ON = new Date(Date.UTC(2026, 10, 27));

/**
 * What the screen decides for a labelled question, as the assistant decides it: the question's own
 * language (the labelled one as the page's), the classifier, then the union with the keyword layer.
 */
export function screenedClass(model: SafetyModel, { text, locale }: LabelledText): SafetyClass {
  const question = readQuestion(text);
  const language = detectLanguage(question, locale);
  const learned = decide(model.scores(text, language));
  return combineReferrals(question, language, MEASURED_ON, learned)?.kind ?? 'ordinary';
}

/**
 * The screen's figures on questions none of the models saw: each fold decided by a model trained on
 * the rest (the first `decided` folds only, when fewer are asked for).
 */
export const crossValidatedFigures = (
  corpus: readonly LabelledText[],
  folds: number,
  decided = folds,
): SafetyFigures =>
  figuresOf(
    crossValidate(
      corpus,
      folds,
      (model, question) => ({ question, got: screenedClass(model, question) }),
      decided,
    ),
  );

/** The screen's figures on the held-out set, with a model trained on the whole corpus. */
export const heldOutFigures = (model: SafetyModel, heldOut: readonly LabelledText[]): SafetyFigures =>
  figuresOf(heldOut.map((question) => ({ question, got: screenedClass(model, question) })));
