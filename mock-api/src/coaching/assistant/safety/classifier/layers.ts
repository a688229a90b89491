import { detectLanguage } from '../../understanding/language';
import { readQuestion } from '../../understanding/text';
import { figuresReferral, wordsReferral } from '../referral';
import { combineReferrals } from '../screen';
import { SAFETY_CLASSES, type LabelledText, type SafetyClass } from './corpus';
import { decide, type Thresholds } from './decide';
import { MEASURED_ON } from './evaluate';
import type { ClassScores, SafetyModel } from './model';

/** One question as each layer of the screen reads it: the classifier's scores and what the keyword layer names. */
export interface LayeredDecision {
  question: LabelledText;
  scores: ClassScores;
  /** The keyword layer's class (figures, then words), or null. */
  keyword: SafetyClass | null;
}

/** Both layers' readings of a question, by a model that never trained on it (for cross-validation). */
export function layeredDecision(model: SafetyModel, question: LabelledText): LayeredDecision {
  const read = readQuestion(question.text);
  const language = detectLanguage(read, question.locale);
  const keyword = (figuresReferral(read, MEASURED_ON) ?? wordsReferral(read, language))?.kind ?? null;
  return { question, scores: model.scores(question.text, language), keyword };
}

/** The screen's class for a layered reading: the union, as `screenedClass` decides it. */
export function unionClass({ question, scores }: LayeredDecision, thresholds?: Thresholds): SafetyClass {
  const read = readQuestion(question.text);
  const language = detectLanguage(read, question.locale);
  return combineReferrals(read, language, MEASURED_ON, decide(scores, thresholds))?.kind ?? 'ordinary';
}

interface LayerCounts {
  total: number;
  /** Referred by the union (risky: recall; ordinary: false referrals). */
  union: number;
  classifier: number;
  keyword: number;
  /** Referred by this layer alone: what the other layer would have missed (or not wrongly referred). */
  classifierOnly: number;
  keywordOnly: number;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} % (${part})`;

/**
 * Per labelled class, how often each layer refers (to any class): for the risky classes the union's
 * recall and what each layer adds alone; for ordinary, where the false referrals come from.
 */
export function formatLayers(decisions: readonly LayeredDecision[], thresholds?: Thresholds): string {
  const counts = Object.fromEntries(
    SAFETY_CLASSES.map((name) => [
      name,
      { total: 0, union: 0, classifier: 0, keyword: 0, classifierOnly: 0, keywordOnly: 0 },
    ]),
  ) as Record<SafetyClass, LayerCounts>;
  // For ordinary questions: which class each layer wrongly named.
  const falseBy = { classifier: new Map<string, number>(), keyword: new Map<string, number>() };
  for (const decision of decisions) {
    const bucket = counts[decision.question.label];
    const learned = decide(decision.scores, thresholds) !== null;
    const named = decision.keyword !== null;
    bucket.total += 1;
    bucket.union += Number(unionClass(decision, thresholds) !== 'ordinary');
    bucket.classifier += Number(learned);
    bucket.keyword += Number(named);
    bucket.classifierOnly += Number(learned && !named);
    bucket.keywordOnly += Number(named && !learned);
    if (decision.question.label === 'ordinary') {
      const learnedClass = decide(decision.scores, thresholds);
      if (learnedClass) falseBy.classifier.set(learnedClass, (falseBy.classifier.get(learnedClass) ?? 0) + 1);
      if (decision.keyword)
        falseBy.keyword.set(decision.keyword, (falseBy.keyword.get(decision.keyword) ?? 0) + 1);
    }
  }
  const rows = [
    '| labelled | questions | union | classifier | keyword layer | classifier alone | keyword layer alone |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const name of SAFETY_CLASSES) {
    const c = counts[name];
    const cells = [c.union, c.classifier, c.keyword, c.classifierOnly, c.keywordOnly].map((part) =>
      percent(part, c.total),
    );
    rows.push(
      `| ${name === 'ordinary' ? 'ordinary (false referrals)' : name} | ${c.total} | ${cells.join(' | ')} |`,
    );
  }
  const listed = (map: Map<string, number>) =>
    [...map].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none';
  rows.push(
    '',
    `ordinary questions referred, by the class named: classifier ${listed(falseBy.classifier)}; keyword layer ${listed(falseBy.keyword)}`,
  );
  return rows.join('\n');
}
