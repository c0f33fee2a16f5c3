// Values that must never leave the page (references/hint-design.md "Secrets"). On the safe side:
// withholding a value is an omission, returning a card number is a leak.

import { UNTYPED_INPUTS } from '../dom/elements.js';
import { labelSourceOf } from './name.js';

const SECRET_AUTOCOMPLETE = new Set(['current-password', 'new-password', 'one-time-code', 'cc-number', 'cc-csc']);

/** What a field's name says when it holds a secret, whatever its autocomplete says. */
const SECRET_NAME =
  /\b(card\s*(number|no\.?|#)|credit\s*card|security\s*code|cvv2?|cvc2?|csc|pass(word|code|phrase)|pin(\s*code)?|one[\s-]*time\s*(code|password)|otp)\b/i;

/** Fields a secret is typed into: text-like inputs (as `input.type` says), textareas, editable and ARIA text fields. */
const FIELD =
  'input, textarea, [contenteditable]:not([contenteditable="false" i]), [role="textbox"], [role="spinbutton"]';

/** A field one types into: a range named "PIN length" holds no secret. */
const isTypedField = (control: Element): boolean =>
  control.matches(FIELD) && !(control instanceof HTMLInputElement && UNTYPED_INPUTS.has(control.type));

/** A control whose value must never leave the page: a password, a secret autocomplete token, or a name that says so. */
export function isSecret(control: Element): boolean {
  if (control instanceof HTMLInputElement && control.type === 'password') return true;
  const autocomplete = control.getAttribute('autocomplete');
  if (
    autocomplete
      ?.toLowerCase()
      .split(/\s+/)
      .some((token) => SECRET_AUTOCOMPLETE.has(token))
  )
    return true;
  return isTypedField(control) && SECRET_NAME.test(labelSourceOf(control));
}

/** Whether a secret field lies inside `element`: a wrapper around one shows none of its value either. */
export function holdsSecret(element: Element): boolean {
  return Array.from(element.querySelectorAll(FIELD)).some(isSecret);
}
