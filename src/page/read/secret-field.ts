// What makes a field secret (references/hint-design.md "Secrets"), apart from how its name is
// read: name.ts asks it of what a name points at, secret.ts of what a value is read from.

import { UNTYPED_INPUTS } from '../dom/elements.js';

const SECRET_AUTOCOMPLETE = new Set(['current-password', 'new-password', 'one-time-code', 'cc-number', 'cc-csc']);

/** What a field's name says when it holds a secret, whatever its autocomplete says. */
const SECRET_NAME =
  /\b(card\s*(number|no\.?|#)|credit\s*card|security\s*code|cvv2?|cvc2?|csc|pass(word|code|phrase)|pin(\s*code)?|one[\s-]*time\s*(code|password)|otp)\b/i;

/** Fields a secret is typed into: text-like inputs (as `input.type` says), textareas, editable and ARIA text fields. */
export const FIELD =
  'input, textarea, [contenteditable]:not([contenteditable="false" i]), [role="textbox"], [role="spinbutton"]';

/** A field one types into: a range named "PIN length" holds no secret. */
const isTypedField = (control: Element): boolean =>
  control.matches(FIELD) && !(control instanceof HTMLInputElement && UNTYPED_INPUTS.has(control.type));

/**
 * A control whose value must never leave the page: a password, a secret autocomplete token, or a
 * name that says so, read by `nameOf`.
 */
export function isSecretField(control: Element, nameOf: (control: Element) => string): boolean {
  if (control instanceof HTMLInputElement && control.type === 'password') return true;
  const autocomplete = control.getAttribute('autocomplete');
  if (
    autocomplete
      ?.toLowerCase()
      .split(/\s+/)
      .some((token) => SECRET_AUTOCOMPLETE.has(token))
  )
    return true;
  return isTypedField(control) && SECRET_NAME.test(nameOf(control));
}
