import { useTranslation } from 'react-i18next';
import type { DiarySlot } from '@qis/contract/api';
import { DIARY_LIMITS, MyFoodLimits, qisFromKcal } from '@qis/contract';
import { DIARY_NS } from '../i18n';
import type { OwnResult } from '../../common/foodSearch/foodSearchApi';
import { clientId } from '../days';
import { AdderForm } from '../form/AdderForm';
import { NumberField } from '../form/NumberField';
import { SelectField } from '../form/SelectField';
import { numberWithin } from '../form/limits';
import type { AddPanelProps } from './AddPanel';
import ownMark from '../../common/OwnMark.module.css';
import styles from '../Diary.module.css';

export const ownKey = (own: OwnResult) => (own.kind === 'my-food' ? own.myFoodId : own.myRecipeId);

/** The QIS shown on the button: per 100 g (or per portion when the food has one), per serving. */
function OwnQis({ own }: { own: OwnResult }) {
  const { t } = useTranslation(DIARY_NS);
  if (own.kind === 'my-recipe') return <>{t('add.perServing', { value: own.qisPerServing })}</>;
  return <>{t('add.per100g', { value: own.qisPer100g })}</>;
}

export function OwnChoice({
  own,
  pressed,
  onChoose,
}: {
  own: OwnResult;
  pressed: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation(DIARY_NS);
  return (
    <button type="button" className={styles.foodChoice} aria-pressed={pressed} onClick={onChoose}>
      <span>
        {own.name}{' '}
        <span className={ownMark.mine}>{own.kind === 'my-recipe' ? t('add.myRecipe') : t('add.myFood')}</span>
      </span>
      <span className={styles.foodQis}>
        <OwnQis own={own} />
      </span>
    </button>
  );
}

interface OwnValues {
  amount?: string;
  unit?: 'grams' | 'portion';
}

interface OwnAmountProps {
  own: OwnResult;
  day: string;
  slot: DiarySlot;
  locale: AddPanelProps['locale'];
  onAdd: AddPanelProps['onAdd'];
}

/** The amount of a member's own food (grams or its portions) or recipe (servings, in quarters), and its QIS. */
function ownAmount(own: OwnResult, values: OwnValues): { value: number; kcal: number } | null {
  if (own.kind === 'my-recipe') {
    const servings = numberWithin(values.amount, MyFoodLimits.servingsEaten);
    return servings === null ? null : { value: servings, kcal: own.kcalPerServing * servings };
  }
  const portion = values.unit === 'portion' ? own.portion : null;
  const value = numberWithin(values.amount, portion ? DIARY_LIMITS.portions : DIARY_LIMITS.grams);
  if (value === null) return null;
  return { value, kcal: (own.kcalPer100g * (portion ? value * portion.grams : value)) / 100 };
}

export function OwnAmountForm({ own, day, slot, locale, onAdd }: OwnAmountProps) {
  const { t } = useTranslation(DIARY_NS);
  const recipe = own.kind === 'my-recipe';
  const hasPortion = own.kind === 'my-food' && own.portion !== null;
  return (
    <AdderForm<OwnValues>
      label={t('add.amountFor', { name: own.name })}
      initialValues={{ unit: hasPortion ? 'portion' : 'grams', amount: recipe || hasPortion ? '1' : '100' }}
      validate={(values) =>
        ownAmount(own, values) ? {} : { amount: recipe ? 'add.errors.servings' : 'add.errors.amount' }
      }
      onSubmit={async (values) => {
        const amount = ownAmount(own, values);
        if (!amount) return;
        const base = { clientId: clientId(), date: day, slot, locale };
        const request =
          own.kind === 'my-recipe'
            ? { ...base, kind: 'my-recipe' as const, myRecipeId: own.myRecipeId, servings: amount.value }
            : {
                ...base,
                kind: 'my-food' as const,
                myFoodId: own.myFoodId,
                ...(values.unit === 'portion' ? { portions: amount.value } : { grams: amount.value }),
              };
        await onAdd(request, own.name, qisFromKcal(amount.kcal));
      }}
    >
      {(values) => {
        const amount = ownAmount(own, values);
        return (
          <>
            <p className={styles.chosen}>{own.name}</p>
            <NumberField
              name="amount"
              label={recipe ? t('add.servings') : t('add.amount')}
              inputMode="decimal"
              step={recipe || values.unit === 'portion' ? DIARY_LIMITS.portions.minimum : 1}
            />
            {own.kind === 'my-food' && own.portion ? (
              <SelectField name="unit" label={t('add.unit')}>
                <option value="grams">{t('add.grams')}</option>
                <option value="portion">
                  {t('add.portion', { label: own.portion.label, grams: own.portion.grams })}
                </option>
              </SelectField>
            ) : recipe ? null : (
              <span className={styles.unit}>{t('add.grams')}</span>
            )}
            <p className={styles.preview} aria-live="polite" data-testid="diary-preview">
              {amount ? t('qis', { value: qisFromKcal(amount.kcal) }) : null}
            </p>
          </>
        );
      }}
    </AdderForm>
  );
}
