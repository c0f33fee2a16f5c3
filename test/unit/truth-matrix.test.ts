// references/truth-matrix.md names, in each cell, the test that proves it: every name must still be
// a test of the file it names (else of the file its section is about), so that the matrix cannot
// drift from the tests. Its last section names each real app (test/real-apps) and the flow test
// that checks it.

import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { REAL_APPS } from '../support/real-apps.js';

const root = new URL('../../', import.meta.url);
const matrix = readFileSync(new URL('references/truth-matrix.md', root), 'utf8');

/** The titles of a test file's describe and it blocks, as written in single quotes. */
function titlesOf(file: string): string[] {
  const source = readFileSync(new URL(file, root), 'utf8');
  return [...source.matchAll(/\b(?:it|describe)\(\s*'((?:[^'\\]|\\.)+)'/g)].map((m) => m[1]!.replace(/\\'/g, "'"));
}

const REAL_APPS_HEADING = 'Real apps: public templates nobody here wrote';
const all = matrix.split(/\n## /).slice(1);
const realApps = all.find((section) => section.startsWith(REAL_APPS_HEADING));
const sections = all.filter((section) => section !== realApps);

it('has a section for each component library, each about its own test file', () => {
  expect(sections.map((section) => section.split('\n')[0]!.split(' — ')[0])).toEqual([
    'MUI (`@mui/material`, `@mui/x-data-grid`)',
    'React Aria Components',
    'Ant Design',
    'Vue 3 with Vuetify',
  ]);
});

const TEST_FILE = /test\/(?:[\w-]+\/)*[\w-]+\.test\.ts/g;

/**
 * Each reference is `[file ›] <describe> › <it>`: every part after a › must start with a title of
 * the file named last before it on its line, else of the file the section is about.
 */
function unknownReferences(section: string): { parts: number; unknown: string[] } {
  const sectionFile = section.match(TEST_FILE)![0];
  const unknown: string[] = [];
  let parts = 0;
  for (const line of section.split('\n')) {
    const pieces = line.split(' › ');
    let file = sectionFile;
    pieces.forEach((piece, index) => {
      if (index > 0) {
        parts++;
        if (!titlesOf(file).some((title) => piece.startsWith(title))) unknown.push(`${file}: ${piece.slice(0, 80)}`);
      }
      file = piece.match(TEST_FILE)?.at(-1) ?? file;
    });
  }
  return { parts, unknown };
}

it.each(sections.map((section) => [section.split('\n')[0]!, section] as const))(
  'names only tests that exist: %s',
  (_heading, section) => {
    const { parts, unknown } = unknownReferences(section);
    expect(parts).toBeGreaterThan(5);
    expect(unknown).toEqual([]);
  },
);

it('names every real app with its flow test, and each of those tests exists', () => {
  expect(realApps).toBeDefined();
  const named = [...realApps!.matchAll(/test\/apps\/real-([a-z0-9-]+)\.test\.ts/g)].map((m) => m[1]);
  expect([...new Set(named)].sort()).toEqual([...REAL_APPS]);
  for (const app of REAL_APPS) expect(existsSync(new URL(`test/apps/real-${app}.test.ts`, root)), app).toBe(true);
});
