// How to fix each gap kind, in a line: the review table, the crawl table and the HTML report print it.

import type { GapKind } from '../page/types.js';

export const FIXES: Record<GapKind, string> = {
  unknownRole:
    'use one of the ten roles exactly: navigation action option input select toggle slider observable region collection',
  missingRole: 'add a data-semtag-role',
  missingId: 'give the element a data-semtag-id, or remove its stray data-semtag-* attributes',
  duplicateId: 'make each id unique (hidden copies count: distinct ids for mobile and desktop variants)',
  badId: 'rename: dot-separated segments of letters, digits, _ or -; `item` only as <prefix>.item.<key>',
  danglingControls:
    'point data-semtag-controls at an id on the page (keep the controlled element in the DOM, hidden if need be, or mark the closed controller aria-expanded="false")',
  unreadableToggle: 'add aria-pressed (or aria-checked / aria-expanded) that the app keeps up to date',
  unfoldedRepeat: 'hint the common container of <prefix>.item.<key> members with data-semtag-role="collection"',
  unhinted: 'hint the interactive element if an agent needs it',
};
