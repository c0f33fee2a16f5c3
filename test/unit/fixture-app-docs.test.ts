// The fixture apps are the folders under test/apps, the real apps those under test/real-apps (the
// registries); the development docs describe each one, and no other: a new app, or a removed one,
// fails here until the docs say so.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FIXTURE_APPS } from '../support/fixture-apps.js';
import { REAL_APPS } from '../support/real-apps.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** README.md, CONTRIBUTING.md and docs/*.md, whichever exist. */
function developmentDocs(): string {
  const docs = existsSync(`${ROOT}docs`)
    ? readdirSync(`${ROOT}docs`, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))
    : [];
  return ['README.md', 'CONTRIBUTING.md', ...docs.map((f) => `docs/${f}`)]
    .filter((file) => existsSync(`${ROOT}${file}`))
    .map((file) => readFileSync(`${ROOT}${file}`, 'utf8'))
    .join('\n');
}

it('finds the fixture apps from the folders under test/apps', () => {
  expect(FIXTURE_APPS).toEqual(expect.arrayContaining(['components', 'headless', 'crm']));
  for (const app of FIXTURE_APPS) expect(existsSync(`${ROOT}test/apps/${app}/README.md`), app).toBe(true);
});

it('describes every fixture app in the development docs, and no app that is not there', () => {
  const text = developmentDocs();
  const described = new Set([...text.matchAll(/`test\/apps\/([a-z0-9-]+)\/`/g)].map((m) => m[1]));
  expect([...described].sort()).toEqual([...FIXTURE_APPS]);
});

it('describes every real app in its README and the development docs, and no app that is not there', () => {
  expect(REAL_APPS.length).toBeGreaterThan(0);
  for (const app of REAL_APPS) expect(existsSync(`${ROOT}test/real-apps/${app}/README.md`), app).toBe(true);
  const described = new Set([...developmentDocs().matchAll(/`test\/real-apps\/([a-z0-9-]+)\/`/g)].map((m) => m[1]));
  expect([...described].sort()).toEqual([...REAL_APPS]);
});
