import type { WeightEntry } from '@qis/contract/api';

/**
 * A chart point the member chose. The sequence number makes choosing the same point twice a new
 * event, so the form reloads it even after the member edited the field in between.
 */
export interface PickedEntry {
  entry: WeightEntry;
  seq: number;
}
