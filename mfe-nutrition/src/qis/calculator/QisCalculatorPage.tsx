import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QisCalculation } from '@qis/contract/api';
import { Page, SpinnerOverlay, showErrorToast } from '@qis/shared/ui';
import { Questionnaire } from '../../common/questionnaire/Questionnaire';
import type { QuestionnaireValues } from '../../common/questionnaire/questionnaireForm';
import { useLazyNutritionCalculateQisQuery } from './api';
import { CalculatorResult } from './CalculatorResult';
import { QIS_NS } from '../i18n';

export interface CalculatorOutcome {
  values: QuestionnaireValues;
  need: QisCalculation;
}

/**
 * /qis/calculator: the questionnaire until a result exists, then the result. The figures come from
 * GET /api/qis/calculate, the API's one implementation of the daily QIS need and its weight-loss range.
 */
export default function QisCalculatorPage() {
  const { t } = useTranslation(QIS_NS);
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
    <Page title={t('calculator.title')} intro={t('calculator.intro')}>
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
    </Page>
  );
}
