import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocale, useLocalizedPath, useSearchParams } from '@qis/shared';
import { buttonClassName, Page, PageActions, PrintButton, SpinnerOverlay } from '@qis/shared/ui';
import { NUTRITION_COMMON_NS } from '../../common/i18n';
import { questionnaireFromQuery, questionnaireQuery } from '../../common/questionnaire/questionnaireForm';
import { MEAL_PLAN_NS } from '../i18n';
import { useMealPlanForQuery } from '../results/useMealPlanForQuery';
import { readableAmount, shoppingList } from './shoppingList';
import { useTickedFoods } from './useTickedFoods';
import styles from './ShoppingList.module.css';

/** /meal-plan/shopping-list?weight&age&gender&activityLevel: what the week's plan needs, as the member has it. */
export default function ShoppingListPage() {
  const [query] = useSearchParams();
  const queryText = query.toString();
  const params = useMemo(() => questionnaireFromQuery(new URLSearchParams(queryText)), [queryText]);
  const localized = useLocalizedPath();
  if (!params) return <Navigate to={localized('/meal-plan')} replace />;
  return <ShoppingList params={params} />;
}

function ShoppingList({ params }: { params: NonNullable<ReturnType<typeof questionnaireFromQuery>> }) {
  const { t } = useTranslation(MEAL_PLAN_NS);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const plan = useMealPlanForQuery(params);
  const groups = useMemo(() => shoppingList(plan?.mealPlans ?? [], locale), [plan?.mealPlans, locale]);
  const { ticked, toggle } = useTickedFoods(plan?.planId ?? questionnaireQuery(params));
  const headingId = useId();
  const resultsPath = `${localized('/meal-plan/results')}?${questionnaireQuery(params)}`;

  return (
    <Page title={t('shopping.title')} printTitle={t('shopping.title')}>
      <SpinnerOverlay show={plan === null} label={t('results.loading')} />
      {plan?.unreachable ? <Navigate to={resultsPath} replace /> : null}
      {plan && plan.mealPlans.length > 0 ? (
        <>
          <p className={styles.intro}>{t('shopping.intro')}</p>
          <div className={styles.groups}>
            {groups.map(({ category, items }) => (
              <section
                key={category ?? 'other'}
                className={styles.group}
                aria-labelledby={`${headingId}-${category ?? 'other'}`}
              >
                <h2 id={`${headingId}-${category ?? 'other'}`} className={styles.groupTitle}>
                  {category === null
                    ? t('shopping.other')
                    : t(`qisCategories.${category}`, { ns: NUTRITION_COMMON_NS })}
                </h2>
                <ul className={styles.items}>
                  {items.map((item) => (
                    <li key={item.key}>
                      <label className={styles.item}>
                        <input
                          type="checkbox"
                          checked={ticked.has(item.key)}
                          onChange={(event) => toggle(item.key, event.target.checked)}
                        />
                        <span className={styles.name}>{item.name}</span>
                        <span className={styles.amount}>{readableAmount(item.grams, locale)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <PageActions>
            <Link to={resultsPath} className={buttonClassName()}>
              {t('shopping.backToPlan')}
            </Link>
            <PrintButton label={t('shopping.print')} />
          </PageActions>
        </>
      ) : null}
    </Page>
  );
}
