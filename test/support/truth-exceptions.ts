// The documented differences between what the server states and what Chromium computes: a copy of
// the table in references/hint-design.md "Where a reading differs from Chromium's", which the differential test checks for drift.
// A difference the test finds is a failure unless it is one of these.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TRUTH_EXCEPTIONS = {
  'text-of-any-element': 'name',
  'nested-hints': 'name',
  containers: 'name',
  'name-is-value': 'name',
  wrappers: 'name',
  'label-embedded-control': 'name',
  'icon-font-glyphs': 'name',
  'generated-beside-text': 'name',
  'slider-without-number': 'value',
  secrets: 'value',
  'hidden-in-covered-part': 'enabled',
  'aria-disabled-ancestor': 'enabled',
  'behind-aria-modal': 'enabled',
  'off-screen': 'enabled',
  'pointer-passes-through': 'enabled',
  'partly-covered': 'enabled',
  'covered-where-it-stands': 'enabled',
} as const;

export type TruthException = keyof typeof TRUTH_EXCEPTIONS;

const HINT_DESIGN = fileURLToPath(new URL('../../references/hint-design.md', import.meta.url));

/** The exceptions hint-design.md documents, as `key → field`, read from its table. */
export function documentedExceptions(): Record<string, string> {
  const text = readFileSync(HINT_DESIGN, 'utf8');
  const start = text.indexOf("### 7.1 Where a reading differs from Chromium's");
  if (start === -1) throw new Error('hint-design.md has no section 7.1');
  const section = text.slice(start, text.indexOf('\n---', start));
  const rows = [...section.matchAll(/^\| `([a-z-]+)` \| (\w+) \|/gm)];
  return Object.fromEntries(rows.map((row) => [row[1]!, row[2]!]));
}
