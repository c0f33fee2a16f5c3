// Golden files: an output kept in test/golden/ as pretty-printed JSON, compared on every run, so that a
// change to the output format shows as a diff in review. UPDATE_GOLDEN=1 rewrites them instead.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expect } from 'vitest';

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');

/** The placeholder for the fixture server's origin, whose port changes from run to run. */
export const ORIGIN_PLACEHOLDER = 'http://fixtures';

/** `value` with every occurrence of `origin` in its strings replaced by the placeholder, and nothing else. */
export function withPlaceholderOrigin<T>(value: T, origin: string): T {
  return JSON.parse(JSON.stringify(value).split(origin).join(ORIGIN_PLACEHOLDER)) as T;
}

/**
 * Compares `value` with test/golden/<name>.json, or writes that file when UPDATE_GOLDEN=1, formatted by
 * the project's prettier (as `npm run lint` checks it).
 */
export async function expectGolden(name: string, value: unknown): Promise<void> {
  const file = join(GOLDEN_DIR, `${name}.json`);
  if (process.env.UPDATE_GOLDEN === '1') {
    const options = await resolveConfig(file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await format(JSON.stringify(value), { ...options, filepath: file }));
    return;
  }
  if (!existsSync(file)) throw new Error(`no golden file ${file}: run with UPDATE_GOLDEN=1 to write it`);
  // Compared as indented text, key order included, so that a failure shows a line diff.
  const expected = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')), null, 2);
  expect(JSON.stringify(value, null, 2), `test/golden/${name}.json (UPDATE_GOLDEN=1 rewrites it)`).toBe(expected);
}
