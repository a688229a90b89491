/**
 * The four expert lines members can call: Germany, Austria, Switzerland and an international number.
 * The numbers are fictional placeholders for the programme's real ones; the three national lines
 * are free of charge, which the page says beside each.
 */
export interface PhoneLine {
  /** Key under phones.* in the contact translations. */
  country: 'germany' | 'austria' | 'switzerland' | 'international';
  /** As a member dials it from that country. */
  display: string;
  /** E.164, for the tel: link. */
  dial: string;
  free: boolean;
}

export const PHONE_LINES: readonly PhoneLine[] = [
  { country: 'germany', display: '0800 723 4567', dial: '+498007234567', free: true },
  { country: 'austria', display: '0800 201 345', dial: '+43800201345', free: true },
  { country: 'switzerland', display: '0800 555 012', dial: '+41800555012', free: true },
  { country: 'international', display: '+49 30 1234 5678', dial: '+493012345678', free: false },
];
