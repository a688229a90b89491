import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocalizedPath } from '@qis/shared';
import { PageSection, Button } from '@qis/shared/ui';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { QUESTIONNAIRE_NS } from '../../common/questionnaire/i18n';
import { QIS_NS } from '../i18n';
import type { CalculatorOutcome } from './QisCalculatorPage';

interface CalculatorResultProps {
  outcome: CalculatorOutcome;
  onReset: () => void;
}

/** The member's answers, their daily QIS need and the recommended weight-loss range. */
export function CalculatorResult({ outcome, onReset }: CalculatorResultProps) {
  const { t } = useTranslation([QIS_NS, QUESTIONNAIRE_NS, NUTRITION_COMMON_NS]);
  const { values, need } = outcome;
  const localized = useLocalizedPath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the member just used is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  const rows: [string, string][] = [
    [t('calculator.age'), t('calculator.ageValue', { age: values.age })],
    [t('calculator.sex'), t(`genders.${values.gender}`, { ns: QUESTIONNAIRE_NS })],
    [t('calculator.weight'), t('calculator.weightValue', { weight: values.weight })],
    [t('calculator.activity'), t(`activityShort.${values.activityLevel}`, { ns: QUESTIONNAIRE_NS })],
    [t('calculator.dailyQis'), t('calculator.qisValue', { value: need.bmr })],
    [t('calculator.range'), t('calculator.rangeValue', { min: need.min, max: need.max })],
  ];
  return (
    <PageSection title={t('calculator.resultTitle')} headingRef={headingRef}>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {need.rangeNote && (
        // The range was adjusted (the usual floor lay above the upper limit of a small need): say why, as the plan does.
        <p role="note">{t(`rangeNotes.${need.rangeNote}`, { ns: NUTRITION_COMMON_NS, defaultValue: '' })}</p>
      )}
      {need.mealPlan ? (
        // What the meal plan serves for this range, so the figures above and the plan never disagree.
        <p role="note">
          {t(`calculator.mealPlan.${need.mealPlan}`)}
          {need.mealPlan === 'range-unreachable' ? (
            <>
              {' '}
              <Link to={localized('/contact')}>{t('calculator.contactExperts')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <Button variant="primary" className="no-print" onClick={onReset}>
        {t('calculator.reset')}
      </Button>
    </PageSection>
  );
}
