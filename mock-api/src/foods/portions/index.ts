export { parsePortionPhrase, type PortionPhrase } from './parsePortion';
export { portionOf, portionsFor, type HouseholdPortion } from './portionsFor';
export { STANDARD_PORTIONS_CREDIT } from './standardPortions';
export { HOUSEHOLD_UNITS, UNIT_LABELS, type HouseholdUnit } from './units';
