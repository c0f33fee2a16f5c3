// How well the review's suggestions agree with the hints the fixture apps' authors wrote, measured
// on the apps stripped of every hint (bench/suggest-agreement.ts).

import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { measureSuggestions, roleAgreement, suggestPages } from '../../bench/suggest-agreement.js';
import type { SuggestAgreement } from '../../bench/suggest-agreement.js';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import { workerCdpUrl } from '../support/test-env.js';

describe('agreement with the fixture apps’ own hints, on the apps stripped of them', () => {
  let shop: ExampleServer;
  let browser: Browser;
  const results: SuggestAgreement[] = [];
  beforeAll(async () => {
    shop = await startExampleServer();
    browser = await chromium.connectOverCDP(workerCdpUrl());
    results.push(...(await measureSuggestions(browser, await suggestPages(shop.url, inject('fixtureOrigin')))));
  });
  afterAll(async () => {
    await browser.close();
    await shop.close();
  });

  it('gives at least 95% of the controls the role their authors chose (measured: 293 of 302)', () => {
    const { agreed, controls } = roleAgreement(results);
    const missed = results.flatMap((r) => r.controls).filter((c) => c.suggested !== c.role);
    console.log(
      `fixture apps: ${agreed} of ${controls} controls get their authors' role; the others: ` +
        missed.map((c) => `${c.id} ${c.role}→${c.suggested ?? 'none'}`).join(', '),
    );
    expect(controls).toBeGreaterThanOrEqual(302);
    expect(agreed / controls).toBeGreaterThanOrEqual(293 / 302);
  });

  it('finds every collection, with the same items', () => {
    const collections = results.flatMap((r) => r.collections);
    expect(collections.length).toBeGreaterThanOrEqual(14);
    expect(collections.filter((c) => !c.found)).toEqual([]);
  });

  it('suggests only valid ids, each once', () => {
    for (const result of results) {
      expect(result.invalidIds, result.url).toEqual([]);
      expect(result.duplicateIds, result.url).toEqual([]);
    }
  });
});
