import type { DiarySlot } from '@qis/contract/api';

export const SLOTS: readonly DiarySlot[] = ['morning', 'noon', 'evening', 'snack'];

/** The spec's slot labels (the meal plan's table uses the same words), in the diary's translations. */
export const slotLabelKey = (slot: DiarySlot): string => `slots.${slot}`;
