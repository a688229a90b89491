// The QIS table's 22 categories are the contract's (@qis/contract), in the order the member picks from; the QIS
// table and the shopping list group by them, and each locale's name is under `qisCategories.<id>` in the
// nutrition-common translations.
export { QIS_CATEGORIES, type QisCategory } from '@qis/contract';
