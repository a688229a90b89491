export { parsePortionPhrase, type PortionPhrase } from './parsePortion';
export { portionOf, portionsFor, type HouseholdPortion } from './portionsFor';
export { STANDARD_PORTIONS_CREDIT } from './standardPortions';
export { UNIT_LABELS, type HouseholdUnit } from './units';
