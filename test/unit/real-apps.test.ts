// The real apps' edits (test/support/real-apps.ts): an anchor that does not occur exactly once, or
// lies in no opening tag, fails the build with the file and the anchor; otherwise the attributes
// land on the tag the anchor lies in, or the replacement takes the anchor's place.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { REAL_APPS, applyEdit, realAppFlows, realAppFolder, realAppSpec } from '../support/real-apps.js';

const PAGE = '<form>\n  <input type="email"\n    id="email">\n  <button class="go">Go</button>\n</form>';

it('adds the attributes after the name of the tag the anchor lies in', () => {
  expect(
    applyEdit(PAGE, { file: 'p.html', anchor: 'id="email"', attributes: { 'data-semtag-id': 'login.email' } }),
  ).toBe(PAGE.replace('<input type', '<input data-semtag-id="login.email" type'));
  expect(
    applyEdit(PAGE, { file: 'p.html', anchor: '<button', attributes: { 'data-semtag-state': 'a "b" & c' } }),
  ).toContain('<button data-semtag-state="a &quot;b&quot; &amp; c" class="go">');
});

it('adds JSX attributes with expressions as their values', () => {
  const row = '<Checkbox\n  checked={selected}\n/>';
  expect(
    applyEdit(row, {
      file: 'Row.tsx',
      anchor: 'checked=',
      attributes: { 'data-semtag-role': 'toggle' },
      jsx: { 'data-semtag-id': '`rows.item.${record.id}`' },
    }),
  ).toBe('<Checkbox data-semtag-role="toggle" data-semtag-id={`rows.item.${record.id}`}\n  checked={selected}\n/>');
});

it('adds them to the nearest tag of a name before the anchor, or the first one after it', () => {
  const menu = '<a href="#"><i class="user"></i> Profile</a><h6>Chart</h6><div><a id="m">…</a></div>';
  expect(applyEdit(menu, { file: 'm.html', anchor: 'class="user"', tag: 'a', attributes: { x: '1' } })).toBe(
    menu.replace('<a href="#">', '<a x="1" href="#">'),
  );
  expect(applyEdit(menu, { file: 'm.html', anchor: 'Chart</h6>', nextTag: 'a', attributes: { x: '1' } })).toBe(
    menu.replace('<a id="m">', '<a x="1" id="m">'),
  );
  expect(() => applyEdit(menu, { file: 'm.html', anchor: 'Chart</h6>', nextTag: 'button', attributes: {} })).toThrow(
    'hints edit of m.html: anchor "Chart</h6>" lies in no opening tag <button>',
  );
});

it('replaces the anchor with the replacement', () => {
  expect(applyEdit('init();\nrun();', { file: 'a.js', anchor: 'init();', replacement: 'init({ hints: true });' })).toBe(
    'init({ hints: true });\nrun();',
  );
});

it('fails with the file and the anchor when the anchor occurs 0 or 2 times, or lies in no opening tag', () => {
  expect(() => applyEdit(PAGE, { file: 'p.html', anchor: 'id="missing"', attributes: {} })).toThrow(
    'hints edit of p.html: anchor "id=\\"missing\\"" occurs 0 times, not once',
  );
  expect(() => applyEdit(PAGE, { file: 'p.html', anchor: '<', attributes: {} })).toThrow(/p\.html.*occurs \d+ times/);
  expect(() => applyEdit(PAGE, { file: 'p.html', anchor: 'Go</button>', attributes: {} })).toThrow(
    /p\.html: anchor "Go<\/button>" lies in no opening tag/,
  );
});

it('finds each real app with its hints and its flows, its package pinned exactly', async () => {
  /** The pins of a package.json: its dependencies and devDependencies. */
  const pins = (file: string) => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string> | undefined>;
    return { ...json['dependencies'], ...json['devDependencies'] };
  };
  // The test packages (test/package.json) pin the real apps' packages.
  const pinned = pins(fileURLToPath(new URL('../package.json', import.meta.url)));
  expect(REAL_APPS).toEqual(
    expect.arrayContaining(['quasar-app', 'react-admin', 'sb-admin-2', 'todomvc-vue', 'umi-max']),
  );
  for (const app of REAL_APPS) {
    const spec = await realAppSpec(app);
    // An app with its own install pins its package there, with a lockfile beside it.
    const own = join(realAppFolder(app), 'package.json');
    const ownInstall = existsSync(own);
    if (ownInstall) expect(existsSync(join(realAppFolder(app), 'package-lock.json')), app).toBe(true);
    expect((ownInstall ? pins(own) : pinned)[spec.package], app).toMatch(/^\d+\.\d+\.\d+$/);
    expect(spec.edits.length, app).toBeGreaterThan(0);
    expect(Object.keys(await realAppFlows(app)).length, app).toBeGreaterThan(0);
  }
});
