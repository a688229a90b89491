import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page, PageSection } from '@qis/shared/ui';
import { MAGIC_MENUS_NS } from './i18n';
import { NO_WISHES, type Wishes } from './meals';
import { WishFields } from './WishFields';
import { MealCards } from './MealCards';
import { LoadingModal } from './LoadingModal';
import { MagicRecipeModal } from './MagicRecipeModal';
import { useMagicMenu } from './useMagicMenu';
import styles from './MagicMenusPage.module.css';

/** /magic-menus: optional wishes, three cards that each make a new recipe, shown in a printable modal. */
export default function MagicMenusPage() {
  const { t } = useTranslation(MAGIC_MENUS_NS);
  const [wishes, setWishes] = useState<Wishes>(NO_WISHES);
  const { state, make, close } = useMagicMenu();
  return (
    <Page title={t('title')} intro={t('intro')}>
      <PageSection title={t('wishes.title')}>
        <WishFields wishes={wishes} onChange={setWishes} />
      </PageSection>
      <PageSection title={t('meals.title')} variant="plain">
        <MealCards busy={state.phase === 'loading'} onMake={(meal) => void make(meal, wishes)} />
        {state.phase === 'idle' && state.rateLimited ? (
          // Polite: the error toast is already announced assertively.
          <p className={styles.rateLimited} role="status">
            {t('rateLimited')}
          </p>
        ) : null}
      </PageSection>
      <LoadingModal meal={state.phase === 'loading' ? state.meal : null} onClose={close} />
      {state.phase === 'ready' ? (
        <MagicRecipeModal meal={state.meal} menu={state.menu} onClose={close} />
      ) : null}
    </Page>
  );
}
