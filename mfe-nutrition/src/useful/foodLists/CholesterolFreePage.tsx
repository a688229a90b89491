import { useLazyNutritionCholesterolFreeQuery } from '../api';
import { FoodListScreen } from './FoodListScreen';

/** /useful/cholesterol-free: 25 random foods without cholesterol. */
export default function CholesterolFreePage() {
  return <FoodListScreen screen="cholesterolFree" useListQuery={useLazyNutritionCholesterolFreeQuery} />;
}
