// The review overlay is legible: measured in the rendered overlay, no two labels intersect, every
// label and the panel lie inside the viewport, no label sits under the panel, and every element on
// screen is named in full, beside it or under its number in the panel's list.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startExampleServer } from '../../examples/server.js';
import type { ExampleServer } from '../../examples/server.js';
import { worldOf } from '../../harness/page-world.js';
import { connectTestBrowser } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Rendered {
  view: { width: number; height: number };
  labels: Array<Box & { text: string }>;
  panel: Box;
  /** The panel's numbered list: number → full text. */
  listed: Record<string, string>;
  /** Outlines drawn on screen. */
  onScreen: number;
}

let tb: TestBrowser;
let shop: ExampleServer;
beforeAll(async () => {
  tb = await connectTestBrowser();
  shop = await startExampleServer();
});
afterAll(async () => {
  await tb?.close();
  await shop?.close();
});

async function rendered(page: Page): Promise<Rendered> {
  const result = await worldOf(page).call('overlay', { show: true });
  if (!result.ok) throw new Error(`overlay failed: ${JSON.stringify(result.error)}`);
  return page.evaluate(() => {
    const root = document.getElementById('semantic-hints-overlay')!.shadowRoot!;
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const view = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const labels = Array.from(root.querySelectorAll<HTMLElement>('.label'))
      .filter((label) => label.style.display !== 'none')
      .map((label) => ({ ...box(label), text: label.textContent ?? '' }));
    const listed: Record<string, string> = {};
    for (const item of Array.from(root.querySelectorAll('.panel li')))
      listed[item.firstChild!.textContent!] = item.lastChild!.textContent!;
    const onScreen = Array.from(root.querySelectorAll<HTMLElement>('.box')).filter((b) => {
      const r = b.getBoundingClientRect();
      return b.style.display !== 'none' && r.bottom > 0 && r.right > 0 && r.top < view.height && r.left < view.width;
    }).length;
    return { view, labels, panel: box(root.querySelector('.panel')!), listed, onScreen };
  });
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const inside = (a: Box, view: { width: number; height: number }) =>
  a.left >= 0 && a.top >= 0 && a.right <= view.width && a.bottom <= view.height;

function expectLegible(shot: Rendered): void {
  expect(shot.labels.length).toBeGreaterThan(5);
  for (const [i, a] of shot.labels.entries()) {
    expect(inside(a, shot.view), `label "${a.text}" leaves the viewport: ${JSON.stringify(a)}`).toBe(true);
    expect(intersects(a, shot.panel), `label "${a.text}" is under the panel`).toBe(false);
    for (const b of shot.labels.slice(i + 1))
      expect(intersects(a, b), `labels "${a.text}" and "${b.text}" overlap`).toBe(false);
  }
  expect(inside(shot.panel, shot.view), `the panel leaves the viewport: ${JSON.stringify(shot.panel)}`).toBe(true);
  // Numbers point into the panel's list; every outline on screen has a label.
  for (const label of shot.labels) if (/^\d+$/.test(label.text)) expect(shot.listed[label.text]).toBeDefined();
  expect(shot.labels.length).toBe(shot.onScreen);
}

/** Every label's full text: what is written beside the element, or listed under its number. */
const fullTexts = (shot: Rendered) => shot.labels.map((l) => (/^\d+$/.test(l.text) ? shot.listed[l.text]! : l.text));

describe('overlay legibility', () => {
  it('the example shop at a laptop size and at a phone size', async () => {
    const page = await tb.newPage(`${shop.url}/products`);
    try {
      for (const size of [
        { width: 1280, height: 800 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        const shot = await rendered(page);
        expect(shot.view.width).toBeLessThanOrEqual(size.width);
        expectLegible(shot);
        expect(fullTexts(shot)).toContain('nav.home');
      }
      // Scrolled: the labels follow, still apart and on screen.
      await page.mouse.wheel(0, 900);
      await page.waitForFunction(() => window.scrollY > 0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const scrolled = await page.evaluate(() => {
        const root = document.getElementById('semantic-hints-overlay')!.shadowRoot!;
        return Array.from(root.querySelectorAll<HTMLElement>('.label'))
          .filter((label) => label.style.display !== 'none')
          .map((label) => {
            const r = label.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, text: label.textContent ?? '' };
          });
      });
      expect(scrolled.length).toBeGreaterThan(5);
      for (const [i, a] of scrolled.entries())
        for (const b of scrolled.slice(i + 1)) expect(intersects(a, b), `${a.text} / ${b.text}`).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('the gaps fixture: gap labels name their kinds in full', async () => {
    const page = await tb.newPage(new URL('fixtures/gaps.html', inject('fixtureUrl')).href);
    try {
      await page.setViewportSize({ width: 1024, height: 768 });
      const shot = await rendered(page);
      expectLegible(shot);
      const texts = fullTexts(shot);
      for (const text of ['unknownRole: cart.clear', 'missingRole: footer.help', 'danglingControls: cart.details'])
        expect(texts).toContain(text);
      expect(texts.filter((text) => text === 'unhinted').length).toBeGreaterThan(0);
      // The 300-character id is never cut: listed in full under its number.
      expect(texts.some((text) => text.startsWith('badId: xxxx') && text.length > 300)).toBe(true);
    } finally {
      await page.close();
    }
  });
});
