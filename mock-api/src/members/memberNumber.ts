import { randomInt } from 'node:crypto';

/** "QIS-" and six digits; unique among members (the database's unique index decides). */
export const MEMBER_NUMBER_PATTERN = /^QIS-\d{6}$/;

export const generateMemberNumber = () => `QIS-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
