// What the page could not do, told to a person at a terminal: the fact (src/messages/page-error-facts.ts)
// and which option to change. The CLI passes only a scope, so only scope errors get advice.

import type { PageError } from '../page/types.js';
import { pageErrorFact } from '../messages/page-error-facts.js';

export function pageErrorForTerminal(error: PageError): string {
  const fact = pageErrorFact(error, '--scope');
  switch (error.code) {
    case 'scope-not-found':
      return `${fact} Give --scope the data-semtag-id of a region or collection on the page (e.g. "products.filters"), a CSS selector that exists on it, or leave --scope out for the whole page.`;
    case 'invalid-scope':
      return `${fact} Give --scope a data-semtag-id on the page (e.g. "products.filters") or a valid CSS selector (e.g. "#filters", "main > form").`;
    default:
      return fact;
  }
}
