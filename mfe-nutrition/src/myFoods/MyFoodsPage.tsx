import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@qis/shared';
import { Page } from '@qis/shared/ui';
import { MY_FOODS_NS } from './i18n';
import { FoodsSection } from './FoodsSection';
import { RecipesSection } from './RecipesSection';

/** /my-foods: the member's own foods and recipes. `?name=` opens a new food with those words (from the diary). */
export default function MyFoodsPage() {
  const { t } = useTranslation(MY_FOODS_NS);
  const [params] = useSearchParams();
  const name = params.get('name')?.trim().slice(0, 100) || undefined;
  return (
    <Page title={t('title')} intro={t('intro')}>
      <FoodsSection initialName={name} />
      <RecipesSection />
    </Page>
  );
}
