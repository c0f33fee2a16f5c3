// references/truth-matrix.md names, in each cell, the test that proves it: every name must still be
// a test of the file its section is about, so that the matrix cannot drift from the tests.

import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const matrix = readFileSync(new URL('references/truth-matrix.md', root), 'utf8');

/** The titles of a test file's describe and it blocks, as written in single quotes. */
function titlesOf(file: string): string[] {
  const source = readFileSync(new URL(file, root), 'utf8');
  return [...source.matchAll(/\b(?:it|describe)\(\s*'((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
}

const sections = matrix.split(/\n## /).slice(1);

it('has a section for each component library, each about its own test file', () => {
  expect(sections.map((section) => section.split('\n')[0]!.split(' — ')[0])).toEqual([
    'MUI (`@mui/material`, `@mui/x-data-grid`)',
    'React Aria Components',
    'Ant Design',
    'Vue 3 with Vuetify',
  ]);
});

it.each(sections.map((section) => [section.split('\n')[0]!, section] as const))(
  'names only tests that exist: %s',
  (_heading, section) => {
    const file = /test\/(?:[\w-]+\/)*[\w-]+\.test\.ts/.exec(section)![0];
    const titles = titlesOf(file);
    // Each reference is `… › <describe> › <it>`: every part after a › starts with a title of the file.
    const parts = section.split(' › ').slice(1);
    expect(parts.length).toBeGreaterThan(5);
    const unknown = parts.filter((part) => !titles.some((title) => part.startsWith(title)));
    expect(unknown.map((part) => part.slice(0, 80))).toEqual([]);
  },
);
