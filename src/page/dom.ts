// Small DOM helpers shared by the readers.

export const HINT_ATTR = {
  id: 'data-semtag-id',
  role: 'data-semtag-role',
  action: 'data-semtag-action',
  state: 'data-semtag-state',
  target: 'data-semtag-target',
  controls: 'data-semtag-controls',
  options: 'data-semtag-options',
} as const;

export const HINTED_SELECTOR = `[${HINT_ATTR.id}]`;

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function isFormControl(element: Element): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function isEditable(element: Element): boolean {
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * The control whose state an element shows: the element itself when it is one, else its first
 * descendant control (a hint often sits on a wrapper or a label around the input).
 */
export function controlOf(element: Element): FormControl | HTMLElement | null {
  if (isFormControl(element) || isEditable(element)) return element as FormControl | HTMLElement;
  const inner = element.querySelector('input, textarea, select, [contenteditable]');
  if (inner && (isFormControl(inner) || isEditable(inner))) return inner as FormControl | HTMLElement;
  return null;
}

const SECRET_AUTOCOMPLETE = new Set(['current-password', 'new-password', 'one-time-code', 'cc-number', 'cc-csc']);

/** A control whose value must never leave the page. */
export function isSecret(control: Element): boolean {
  if (control instanceof HTMLInputElement && control.type === 'password') return true;
  const autocomplete = control.getAttribute('autocomplete');
  if (!autocomplete) return false;
  return autocomplete
    .toLowerCase()
    .split(/\s+/)
    .some((token) => SECRET_AUTOCOMPLETE.has(token));
}

/** Text as the user sees it; for an element that is not rendered, its text content. */
export function visibleText(element: Element): string {
  return element instanceof HTMLElement ? element.innerText : (element.textContent ?? '');
}

/** All hinted elements under root (root included), in document order, ids non-empty. */
export function hintedElements(root: Document | Element): Element[] {
  const found: Element[] = [];
  if (root instanceof Element && root.getAttribute(HINT_ATTR.id)) found.push(root);
  for (const element of root.querySelectorAll(HINTED_SELECTOR)) {
    if (element.getAttribute(HINT_ATTR.id)) found.push(element);
  }
  return found;
}

/** Hinted elements whose id is exactly `id`. Compares attribute values: no selector is built from the id. */
export function elementsWithId(id: string): Element[] {
  const matches: Element[] = [];
  for (const element of document.querySelectorAll(HINTED_SELECTOR)) {
    if (element.getAttribute(HINT_ATTR.id) === id) matches.push(element);
  }
  return matches;
}
