import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PageSection, QueryState, type QueryResultState } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { DeleteDialog } from './DeleteDialog';
import { ItemActions } from './ItemActions';
import styles from './MyFoods.module.css';

interface MyItem {
  id: string;
  name: string;
}

interface MyItemsSectionProps<Item extends MyItem> {
  /** The section's keys under MY_FOODS_NS: `<keys>.title`, `<keys>.new`, `<keys>.empty`. */
  keys: 'foods' | 'recipes';
  query: QueryResultState & { currentData?: Item[]; refetch: () => unknown };
  /** The line under an item's name: its figures. */
  detail: (item: Item) => ReactNode;
  onNew: () => void;
  /** Recipes open first; foods have nothing more to show than their row. */
  onOpen?: (item: Item) => void;
  onEdit: (item: Item) => void;
  /** Deletes it on the server, once the member has confirmed in the dialog. */
  remove: (item: Item) => Promise<unknown>;
  /** The section's own dialogs (its form, a recipe's view). */
  children?: ReactNode;
}

/** One of the /my-foods lists (foods, recipes): "New", the items with their figures and buttons, "Delete …?". */
export function MyItemsSection<Item extends MyItem>({
  keys,
  query,
  detail,
  onNew,
  onOpen,
  onEdit,
  remove,
  children,
}: MyItemsSectionProps<Item>) {
  const { t } = useTranslation(MY_FOODS_NS);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const items = query.currentData ?? [];
  return (
    <PageSection title={t(`${keys}.title`)}>
      <Button variant="primary" onClick={onNew}>
        {t(`${keys}.new`)}
      </Button>
      <QueryState query={query} errorMessage={t('errors.load')} onRetry={() => void query.refetch()}>
        {items.length === 0 ? (
          <p>{t(`${keys}.empty`)}</p>
        ) : (
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{item.name}</span>
                  <span className={styles.itemDetail}>{detail(item)}</span>
                </div>
                <ItemActions
                  name={item.name}
                  onOpen={onOpen ? () => onOpen(item) : undefined}
                  onEdit={() => onEdit(item)}
                  onDelete={() => setDeleting(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {children}
      {deleting ? (
        <DeleteDialog
          name={deleting.name}
          onDelete={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </PageSection>
  );
}
