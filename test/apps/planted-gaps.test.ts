// The review of each component-library app: clean as the app is hinted, and, with the one part
// hinted wrongly on purpose (the app's own query flag), that part alone, under the gap kind that
// says what is wrong with it. Observe still reads what the page holds of the part.

import { describe, expect, it } from 'vitest';
import type { HintEntry, Review } from '../../src/page/types.js';
import { fixtureAppSession } from '../support/fixture-app-session.js';
import { fixtureAppUrl } from '../support/test-env.js';

interface PlantedGap {
  app: string;
  /** The query that plants the part. */
  query: string;
  /** The part hinted wrongly. */
  part: string;
  gaps: Review['gaps'];
  /** What observe reads of the part besides its id, role and the name Chromium gives it. */
  observed?: Partial<HintEntry>;
}

const PLANTED: PlantedGap[] = [
  // A toggle whose on/off the page holds nowhere: no ARIA state, no checkbox, no data-semtag-state.
  {
    app: 'antd',
    query: 'broken',
    part: 'inventory.favourite',
    gaps: { unreadableToggle: { count: 1, places: ['inventory.favourite'] } },
    observed: {},
  },
  { app: 'mui', query: 'broken', part: 'header.pin', gaps: { unreadableToggle: { count: 1, places: ['header.pin'] } } },
  // Its on/off lives only in data-semtag-state: read, but no assistive technology reads it.
  {
    app: 'vuetify',
    query: 'broken',
    part: 'team.star',
    gaps: { unreadableToggle: { count: 1, places: ['team.star'] } },
    observed: { state: 'unstarred' },
  },
  // A role the vocabulary does not have.
  {
    app: 'aria',
    query: 'gaps=1',
    part: 'hotel.pets',
    gaps: { unknownRole: { count: 1, places: ['hotel.pets (role "switch")'] } },
  },
];

const appPages = new Map(await Promise.all(PLANTED.map(async ({ app }) => [app, await fixtureAppUrl(app)] as const)));

describe.each(PLANTED)('$app', ({ app: name, query, part, gaps, observed }) => {
  const appUrl = () => appPages.get(name)!;
  const app = fixtureAppSession(appUrl);
  const review = () => app.server.ok<Review>('semantic_review', {});

  it('finds the app clean as hinted, and the part hinted wrongly on purpose alone', async () => {
    expect(await review()).toMatchObject({ coverage: 100, gaps: {}, total: 0 });
    await app.server.ok('semantic_snapshot', { url: `${appUrl()}?${query}` });
    await app.page.waitForURL(new RegExp(`\\?${query}`));
    await app.hint(part).waitFor();
    // An unreadable toggle holds no state where assistive technology reads it.
    if (gaps.unreadableToggle) expect(await app.hint(part).getAttribute('aria-pressed')).toBeNull();
    expect((await review()).gaps).toEqual(gaps);
    if (observed)
      expect(await app.observe(part)).toEqual({
        id: part,
        role: 'toggle',
        name: await app.chromiumName(`[data-semtag-id='${part}']`),
        ...observed,
      });
  });
});
