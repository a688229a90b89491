// The QIS table's 22 categories are the contract's (@qis/contract), in the order the member picks from.
export { QIS_CATEGORIES, type QisCategory } from '@qis/contract';
