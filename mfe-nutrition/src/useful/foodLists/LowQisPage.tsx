import { useLazyNutritionLowQisQuery } from '../api';
import { FoodListScreen } from './FoodListScreen';

/** /useful/low-qis: 25 random foods under 5 QIS per 100 g. */
export default function LowQisPage() {
  return <FoodListScreen screen="lowQis" useListQuery={useLazyNutritionLowQisQuery} />;
}
