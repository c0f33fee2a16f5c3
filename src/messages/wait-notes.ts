// What a wait that timed out can say about why, shared by semantic_observe's answer and the
// Playwright fixture's error: both compare `until: "changed"` with the last state they told of an
// id, and with its state when the call began for an id they never told of.

import { quote } from '../shared/errors.js';

/**
 * The likely cause of a `changed` wait that timed out, when some of its ids had no earlier state:
 * the change was made before the call began (by the action just taken), so the wait's own first
 * read already held it. Undefined when every id had one.
 */
export function changedTooEarlyNote(unseen: readonly string[]): string | undefined {
  if (unseen.length === 0) return undefined;
  const names = unseen.map(quote).join(', ');
  const one = unseen.length === 1;
  return (
    `No earlier state of ${names} was known, so "changed" compared with ${one ? 'its' : 'their'} state when this call began: ` +
    `a change made before the call, by the action just taken, is not seen. ` +
    `Observe the id${one ? '' : 's'} before the action, then wait with until: "changed".`
  );
}
