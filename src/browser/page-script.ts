// The in-page code, bundled at build time (scripts/build-page-bundle.ts) into a script that
// installs `__semanticHints` in the world it runs in, and the small activity recorder installed at
// every document start. src/page is split into small modules; the browser needs one script each.

import { ACTIVITY_BUNDLE, PAGE_BUNDLE } from './page-bundle.generated.js';

export function pageScript(): string {
  return PAGE_BUNDLE;
}

/** The activity recorder (src/page/activity.ts), for every document start. */
export function activityScript(): string {
  return ACTIVITY_BUNDLE;
}
