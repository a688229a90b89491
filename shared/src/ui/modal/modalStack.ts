// Dialogs can open over dialogs (a recipe over a plan, a confirmation over a form): only the topmost
// one may react to Escape and Tab, and the page stays marked while any dialog is open.

const stack: symbol[] = [];

/** On <body> while a dialog is open: locks scrolling and lets the print stylesheet print the dialog alone. */
export const MODAL_OPEN_CLASS = 'qis-modal-open';

export function pushModal(id: symbol): void {
  stack.push(id);
  document.body.classList.add(MODAL_OPEN_CLASS);
}

export function removeModal(id: symbol): void {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0) document.body.classList.remove(MODAL_OPEN_CLASS);
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}
