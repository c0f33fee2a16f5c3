// The code and the tests name the sections of references/hint-design.md by their headings, as
// hint-design.md "Names" does, never by number: numbers change when a section moves. Every heading
// so named must be one of the document's.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The headings of hint-design.md, without their numbers ("5.5 Which tab is read" → "Which tab is read"). */
const HEADINGS = new Set(
  [...readFileSync(join(ROOT, 'references/hint-design.md'), 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    heading!.replace(/^\d+(\.\d+)*\.?\s+/, '').trim(),
  ),
);

/** Folders of build output and installed packages, which nobody here writes. */
const NOT_WRITTEN_HERE = /(^|\/)(node_modules|dist|\.partial-[^/]*|\.build-lock|\.install-lock)(\/|$)/;

/** The files of src/ and test/ written here that may cite the document: code, fixture pages. */
const FILES = ['src', 'test'].flatMap((top) =>
  readdirSync(join(ROOT, top), { recursive: true, encoding: 'utf8' })
    .map((path) => `${top}/${path}`)
    .filter((path) => /\.(ts|tsx|html)$/.test(path) && !path.endsWith('.generated.ts') && !NOT_WRITTEN_HERE.test(path))
    // This file names the patterns it looks for.
    .filter((path) => path !== 'test/unit/hint-design-links.test.ts'),
);

/** A file's text with comment markers at line starts taken out, so a citation may wrap. */
function joinedText(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8').replace(/\n\s*(\/\/|\*|<!--|\{\/\*)?\s*/g, ' ');
}

/** Each place that names a heading: the document's name, then the heading in double quotes (or several, joined by `and`). */
const CITATIONS = FILES.flatMap((path) =>
  [...joinedText(path).matchAll(/hint-design\.md,?((?:\s*(?:,|and)?\s*"[^"]+")+)/g)].flatMap(([, quoted]) =>
    [...quoted!.matchAll(/"([^"]+)"/g)].map(([, heading]) => ({ path, heading: heading! })),
  ),
);

it('names only headings hint-design.md has', () => {
  // The code cites it in a few dozen places: none found means the pattern above went stale.
  expect(CITATIONS.length).toBeGreaterThan(20);
  expect(CITATIONS.filter(({ heading }) => !HEADINGS.has(heading))).toEqual([]);
});

it('points into hint-design.md by no section number', () => {
  const numbered = FILES.filter((path) => {
    const text = joinedText(path);
    return text.includes('§') || /hint-design(\.md)?,? (sections? )?\d/.test(text);
  });
  expect(numbered).toEqual([]);
});
