// The in-page code, bundled at build time (scripts/build-page-bundle.ts) into a script that
// installs `__semanticHints` in the world it runs in. src/page is split into small modules; the
// browser needs one script.

import { PAGE_BUNDLE } from './page-bundle.generated.js';

export function pageScript(): string {
  return PAGE_BUNDLE;
}
