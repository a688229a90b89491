import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QisCalculation } from '@qis/shared';
import { SpinnerOverlay, showErrorToast } from '@qis/shared/ui';
import { Questionnaire } from '../../mealPlan/questionnaire/Questionnaire';
import type { QuestionnaireValues } from '../../mealPlan/questionnaire/questionnaireForm';
import { useLazyNutritionCalculateQisQuery } from './api';
import { CalculatorResult } from './CalculatorResult';
import { QIS_NS } from '../i18n';
import styles from '../../common/Page.module.css';

export interface CalculatorOutcome {
  values: QuestionnaireValues;
  need: QisCalculation;
}

/**
 * /qis/calculator (spec section 2): the questionnaire until a result exists, then the result.
 * The figures come from GET /api/qis/calculate, the API's one implementation of spec section 9.
 */
export default function QisCalculatorPage() {
  const { t } = useTranslation(QIS_NS);
  const titleId = useId();
  const [calculate, { isFetching }] = useLazyNutritionCalculateQisQuery();
  const [outcome, setOutcome] = useState<CalculatorOutcome | null>(null);

  const submit = async (values: QuestionnaireValues) => {
    try {
      setOutcome({ values, need: await calculate(values).unwrap() });
    } catch {
      showErrorToast();
    }
  };

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('calculator.title')}
      </h1>
      <p className={styles.subtitle}>{t('calculator.intro')}</p>
      <SpinnerOverlay show={isFetching} label={t('calculator.calculating')} />
      {outcome ? (
        <CalculatorResult outcome={outcome} onReset={() => setOutcome(null)} />
      ) : (
        <Questionnaire
          submitLabel={t('calculator.submit')}
          disabled={isFetching}
          onSubmit={(values) => void submit(values)}
        />
      )}
    </section>
  );
}
