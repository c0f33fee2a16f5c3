// One Chromium with a CDP port and one fixture server for the whole run, and the in-page bundle
// rebuilt from src/page first, so a test run never reads a stale one.

import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildPageBundle } from '../../scripts/build-page-bundle.js';
import { startTestChromium } from './chromium.js';
import { serveFolder } from '../../harness/static-server.js';
import { FIXTURE_APPS, buildFixtureApp } from './component-app.js';
import type { FixtureApp } from './component-app.js';

declare module 'vitest' {
  export interface ProvidedContext {
    cdpUrl: string;
    fixtureUrl: string;
    /** The fixture server's origin; test/ is its root, so test/fixtures/x.html is at /fixtures/x.html. */
    fixtureOrigin: string;
    /** The component-library fixture app (test/apps/components), built for this run. */
    componentAppUrl: string;
    /** The Headless UI fixture app (test/apps/headless), built for this run. */
    headlessAppUrl: string;
    /** The Radix forms fixture app (test/apps/forms), built for this run. */
    formsAppUrl: string;
    /** The MUI fixture app (test/apps/mui), built for this run. */
    muiAppUrl: string;
    /** The React Aria Components fixture app (test/apps/aria), built for this run. */
    ariaAppUrl: string;
    /** The Ant Design fixture app (test/apps/antd), built for this run. */
    antdAppUrl: string;
    /** The Vue 3 + Vuetify fixture app (test/apps/vuetify), built for this run. */
    vuetifyAppUrl: string;
  }
}

export default async function setup(project: TestProject) {
  await buildPageBundle();
  // Every fixture app, built first (a build error then leaves no browser behind), so that no test
  // depends on another file having built the app it opens.
  const paths = Object.fromEntries(
    await Promise.all(FIXTURE_APPS.map(async (app) => [app, await buildFixtureApp(app)] as const)),
  ) as Record<FixtureApp, string>;
  const chromium = await startTestChromium().catch((err: unknown) => {
    throw new Error(
      `The tests need Chromium. Set CHROMIUM to a Chrome/Chromium binary (or to \`bundled\`), or install one.\n${String(err)}`,
    );
  });
  const fixtures = await serveFolder(fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''));
  project.provide('cdpUrl', chromium.cdpUrl);
  project.provide('fixtureUrl', `${fixtures.url}/fixture.html`);
  project.provide('fixtureOrigin', fixtures.url);
  project.provide('componentAppUrl', `${fixtures.url}${paths.components}`);
  project.provide('headlessAppUrl', `${fixtures.url}${paths.headless}`);
  project.provide('formsAppUrl', `${fixtures.url}${paths.forms}`);
  project.provide('muiAppUrl', `${fixtures.url}${paths.mui}`);
  project.provide('ariaAppUrl', `${fixtures.url}${paths.aria}`);
  project.provide('antdAppUrl', `${fixtures.url}${paths.antd}`);
  project.provide('vuetifyAppUrl', `${fixtures.url}${paths.vuetify}`);
  return async () => {
    await chromium.close();
    await fixtures.close();
  };
}
