import { DIARY_SLOTS, type DiarySlot } from '@qis/contract';

/** The diary's slots in the day's order: the contract's. */
export const SLOTS: readonly DiarySlot[] = DIARY_SLOTS;

/** The spec's slot labels (the meal plan's table uses the same words), in the diary's translations. */
export const slotLabelKey = (slot: DiarySlot): string => `slots.${slot}`;
