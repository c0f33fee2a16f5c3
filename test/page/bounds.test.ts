/// <reference lib="dom" />
// Every string the page supplies is cut to its bound with the marker `…[+N chars]`.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectTestBrowser, observeOf, snapshotOf } from '../support/browser.js';
import type { TestBrowser } from '../support/browser.js';
import { BLANK_URL, render } from './helpers.js';

let tb: TestBrowser;
let blank: Page;

beforeAll(async () => {
  tb = await connectTestBrowser();
  blank = await tb.newPage(BLANK_URL());
});
afterAll(async () => tb.close());

const cut = (char: string, bound: number, total: number) => `${char.repeat(bound)}…[+${total - bound} chars]`;

describe('token bounds (200)', () => {
  it('cuts ids, roles, actions, states, targets and controls', async () => {
    const long = (c: string) => c.repeat(250);
    await render(
      blank,
      `<button data-semtag-id="${long('i')}" data-semtag-role="${long('r')}" data-semtag-action="${long('a')}"
               data-semtag-state="${long('s')}" data-semtag-target="${long('t')}" data-semtag-controls="${long('c')}">Go</button>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.other).toEqual([
      {
        id: cut('i', 200, 250),
        role: cut('r', 200, 250),
        name: 'Go',
        action: cut('a', 200, 250),
        state: cut('s', 200, 250),
        target: cut('t', 200, 250),
        controls: cut('c', 200, 250),
      },
    ]);
    // Observe finds the element by its full id and reports the id bounded.
    expect((await observeOf(blank, long('i'))).id).toBe(cut('i', 200, 250));
  });

  it('leaves strings at exactly the bound untouched', async () => {
    await render(
      blank,
      `<button data-semtag-id="x.${'a'.repeat(198)}" data-semtag-role="action" data-semtag-action="${'b'.repeat(200)}">Go</button>`,
    );
    const [entry] = (await snapshotOf(blank)).action!;
    expect(entry!.id).toBe(`x.${'a'.repeat(198)}`);
    expect(entry!.action).toBe('b'.repeat(200));
  });

  it('cuts the screen name from a long target', async () => {
    await render(
      blank,
      `<a href="${BLANK_URL()}" data-semtag-id="nav.here" data-semtag-role="navigation" data-semtag-target="${'p'.repeat(300)}">Here</a>`,
    );
    expect((await snapshotOf(blank)).screen).toBe(cut('p', 200, 300));
  });
});

describe('text bounds', () => {
  it('cuts a value at 500 and a name at 150', async () => {
    await render(
      blank,
      `<p data-semtag-id="t.value" data-semtag-role="observable" aria-label="${'n'.repeat(151)}">${'v'.repeat(501)}</p>`,
    );
    expect((await snapshotOf(blank)).observable).toEqual([
      { id: 't.value', name: cut('n', 150, 151), value: cut('v', 500, 501) },
    ]);
  });

  it('cuts a huge text node cheaply, still starting with its first characters', async () => {
    await blank.evaluate(() => {
      document.body.innerHTML = '<p data-semtag-id="t.huge" data-semtag-role="observable"></p>';
      document.querySelector('p')!.textContent = 'start '.repeat(1_000_000);
    });
    const value = (await observeOf(blank, 't.huge')).value as string;
    expect(value.startsWith('start start')).toBe(true);
    expect(value).toMatch(/^.{500}…\[\+\d+ chars\]$/su);
  });

  it('reports no cut when only whitespace follows a short text, however long', async () => {
    await blank.evaluate(() => {
      document.body.innerHTML = '<pre data-semtag-id="t.tail" data-semtag-role="observable"></pre>';
      document.querySelector('pre')!.textContent = `short${' '.repeat(10_000)}`;
    });
    expect((await observeOf(blank, 't.tail')).value).toBe('short');
  });

  it('counts UTF-16 code units: a value at its bound stays whole, one unit more is cut', async () => {
    await render(
      blank,
      `<p data-semtag-id="t.fits" data-semtag-role="observable">${'é'.repeat(500)}</p>
       <p data-semtag-id="t.astral" data-semtag-role="observable">${'𝄞'.repeat(251)}</p>`,
    );
    const snapshot = await snapshotOf(blank);
    expect(snapshot.observable![0]!.value).toBe('é'.repeat(500));
    expect(snapshot.observable![1]!.value).toBe(`${'𝄞'.repeat(250)}…[+2 chars]`);
  });

  it('cuts the selected label of a native select at the option bound', async () => {
    await render(
      blank,
      `<select aria-label="Pick" data-semtag-id="t.select" data-semtag-role="select"><option>${'o'.repeat(160)}</option></select>`,
    );
    const [entry] = (await snapshotOf(blank)).select!;
    expect(entry!.value).toBe(cut('o', 150, 160));
    expect(entry!.options).toEqual([cut('o', 150, 160)]);
  });
});

describe('cutting inside a character', () => {
  it('never splits an emoji in two: the cut moves back to whole characters', async () => {
    // 149 letters, then emoji of two UTF-16 units each: a cut at 150 units would fall inside the first.
    const text = `${'a'.repeat(149)}${'😀'.repeat(5)}`;
    await render(
      blank,
      `<button data-semtag-id="b.emoji" data-semtag-role="action" data-semtag-action="${'x'.repeat(199)}😀">${text}</button>`,
    );
    const [entry] = (await snapshotOf(blank)).action!;
    expect(entry!.name).toBe(`${'a'.repeat(149)}…[+10 chars]`);
    expect(entry!.action).toBe(`${'x'.repeat(199)}…[+2 chars]`);
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    expect(`${entry!.name}${entry!.action}`).not.toMatch(loneSurrogate);
  });
});
