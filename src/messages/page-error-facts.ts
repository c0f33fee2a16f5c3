// What the page reports it could not do, said as a fact with no advice, so that every caller can
// add its own: the tools tell the agent how to change the call (src/tools/page-result.ts), the CLI
// tells a person which option to change (src/cli/scope-option-errors.ts).

import { quote } from '../shared/errors.js';
import type { PageError } from '../page/types.js';

/**
 * What went wrong, in one or two sentences ending with a period. `scopeName` names the scope the
 * way the caller took it: `scope` for a tool's argument, `--scope` for the CLI's option.
 */
export function pageErrorFact(error: PageError, scopeName: string): string {
  switch (error.code) {
    case 'scope-not-found':
      return `${scopeName} ${quote(error.scope)} matched nothing: no element has that data-semtag-id, and as a CSS selector it matches no element.`;
    case 'invalid-scope':
      return `${scopeName} ${quote(error.scope)} is not a data-semtag-id on this page, and it is not a valid CSS selector (${error.reason}).`;
    case 'id-not-found': {
      const similar =
        error.similar.length > 0 ? ` Similar ids on the page: ${error.similar.map(quote).join(', ')}.` : '';
      return `No element has data-semtag-id=${quote(error.id)} on this page (${error.hintedCount} hinted elements).${similar}`;
    }
    case 'id-ambiguous':
      return `${error.count} elements share data-semtag-id=${quote(error.id)}, so the id does not say which one you mean.`;
    case 'frame-not-found':
      return `No frame ${quote(error.frame)} shows on this page. ${error.frames.length ? `Its frames: ${error.frames.map(quote).join(', ')}.` : 'It shows no readable frame.'}`;
    case 'id-in-frames':
      return `data-semtag-id=${quote(error.id)} is in ${error.frames.length} frames: ${error.frames.map(quote).join(', ')}.`;
  }
}
