import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyFoodsDeleteMutation, useMyFoodsListQuery } from '@qis/shared';
import type { MyFood } from '@qis/contract/api';
import { MY_FOODS_NS } from './i18n';
import { FoodForm } from './FoodForm';
import { MyItemsSection } from './MyItemsSection';

type Editing = { food: MyFood | null } | null;

/** The member's foods: each with its QIS per 100 g and per portion, to edit or delete; and "New food". */
export function FoodsSection({ initialName }: { initialName?: string }) {
  const { t } = useTranslation(MY_FOODS_NS);
  const query = useMyFoodsListQuery();
  const [remove] = useMyFoodsDeleteMutation();
  // A name handed over from the diary's search opens the form at once.
  const [editing, setEditing] = useState<Editing>(initialName ? { food: null } : null);
  return (
    <MyItemsSection
      keys="foods"
      query={query}
      detail={(food) => (
        <>
          {t('foods.per100g', { count: food.qisPer100g, kcal: food.kcalPer100g })}
          {food.portion
            ? ` · ${t('foods.perPortion', { count: food.portion.qis, label: food.portion.label, grams: food.portion.grams })}`
            : null}
        </>
      )}
      onNew={() => setEditing({ food: null })}
      onEdit={(food) => setEditing({ food })}
      remove={(food) => remove(food.id).unwrap()}
    >
      {editing ? (
        <FoodForm
          food={editing.food}
          initialName={editing.food ? undefined : initialName}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </MyItemsSection>
  );
}
