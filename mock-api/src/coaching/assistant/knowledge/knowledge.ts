import type { FoodsService } from '../../../foods/service';
import type { DailyService } from '../../../nutrition/daily/service';
import type { CatalogueStore } from '../../../nutrition/recipes/catalogue';
import type { DiaryReader } from '../diary/answer';
import type { ActivityTable } from './activities';
import type { MemberProfiles, WeightHistory } from './memberEnergy';

/** Everything the assistant answers from: the product's own data and calculations. */
export interface Knowledge {
  foods: FoodsService;
  profiles: MemberProfiles;
  weights: WeightHistory;
  activities: ActivityTable;
  recipes: CatalogueStore;
  daily: DailyService;
  now: () => Date;
  /** The member's diary (absent in tests of other parts). */
  diary?: DiaryReader;
}
