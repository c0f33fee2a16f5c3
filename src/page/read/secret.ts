// Values that must never leave the page (references/hint-design.md "Secrets"). On the safe side:
// withholding a value is an omission, returning a card number is a leak.

import { labelSourceOf } from './name.js';
import { FIELD, isSecretField } from './secret-field.js';

/** A control whose value must never leave the page: a password, a secret autocomplete token, or a name that says so. */
export const isSecret = (control: Element): boolean => isSecretField(control, labelSourceOf);

/** Whether a secret field lies inside `element`: a wrapper around one shows none of its value either. */
export function holdsSecret(element: Element): boolean {
  return Array.from(element.querySelectorAll(FIELD)).some(isSecret);
}
