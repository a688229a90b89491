import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyFoodsDeleteMutation, useMyFoodsListQuery } from '@qis/shared';
import type { MyFood } from '@qis/contract/api';
import { Button, PageSection, QueryState } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FoodForm } from './FoodForm';
import { DeleteDialog } from './DeleteDialog';
import { ItemActions } from './ItemActions';
import styles from './MyFoods.module.css';

type Editing = { food: MyFood | null } | null;

/** The member's foods: each with its QIS per 100 g and per portion, to edit or delete; and "New food". */
export function FoodsSection({ initialName }: { initialName?: string }) {
  const { t } = useTranslation(MY_FOODS_NS);
  const query = useMyFoodsListQuery();
  const [remove] = useMyFoodsDeleteMutation();
  // A name handed over from the diary's search opens the form at once.
  const [editing, setEditing] = useState<Editing>(initialName ? { food: null } : null);
  const [deleting, setDeleting] = useState<MyFood | null>(null);
  const foods = query.currentData ?? [];
  return (
    <PageSection title={t('foods.title')}>
      <Button variant="primary" onClick={() => setEditing({ food: null })}>
        {t('foods.new')}
      </Button>
      <QueryState query={query} errorMessage={t('errors.load')} onRetry={() => void query.refetch()}>
        {foods.length === 0 ? (
          <p>{t('foods.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {foods.map((food) => (
              <li key={food.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{food.name}</span>
                  <span className={styles.itemDetail}>
                    {t('foods.per100g', { count: food.qisPer100g, kcal: food.kcalPer100g })}
                    {food.portion
                      ? ` · ${t('foods.perPortion', { count: food.portion.qis, label: food.portion.label, grams: food.portion.grams })}`
                      : null}
                  </span>
                </div>
                <ItemActions
                  name={food.name}
                  onEdit={() => setEditing({ food })}
                  onDelete={() => setDeleting(food)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {editing ? (
        <FoodForm
          food={editing.food}
          initialName={editing.food ? undefined : initialName}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.name}
          onDelete={() => remove(deleting.id).unwrap()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </PageSection>
  );
}
