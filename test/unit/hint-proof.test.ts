// The pure parts of the bench's proof of `semantic-hints hint` on real apps (bench/hint-proof.ts):
// an id's prefix, the authors' edits as inert markers, and the section put into the record in place.

import { describe, expect, it } from 'vitest';
import { truthEdit } from '../../bench/hint-proof-apps.js';
import { idPrefix, spliceSection } from '../../bench/hint-proof.js';

describe('the hint proof', () => {
  it("takes an id's prefix as every segment but the last, an item's key as *", () => {
    expect(idPrefix('login.email')).toBe('login');
    expect(idPrefix('list.rows.item.3.select')).toBe('list.rows.item.*');
    expect(idPrefix('page')).toBe('');
  });

  it("carries the authors' hints and toggle states as markers, and leaves their labels out", () => {
    expect(
      truthEdit({
        file: 'a.vue',
        anchor: '<q-btn',
        attributes: {
          'data-semtag-id': 'layout.menu',
          ':aria-expanded': 'open',
          'aria-label': 'Menu',
          title: 'Menu',
        },
      }),
    ).toEqual({
      file: 'a.vue',
      anchor: '<q-btn',
      attributes: { 'data-truth-id': 'layout.menu', ':data-truth-aria-expanded': 'open' },
    });
    expect(truthEdit({ file: 'a.html', anchor: '<div', attributes: { 'aria-label': 'Header' } })).toBeUndefined();
    // A library component's props object that passes the hints on (MUI's slotProps) keeps them as markers.
    expect(
      truthEdit({
        file: 'a.tsx',
        anchor: 'color="primary"',
        jsx: {
          slotProps: "{ input: { 'data-semtag-id': `rows.item.${record.id}.select` } }",
          'aria-label': "'Select'",
        },
      }),
    ).toEqual({
      file: 'a.tsx',
      anchor: 'color="primary"',
      jsx: { slotProps: "{ input: { 'data-truth-id': `rows.item.${record.id}.select` } }" },
    });
    expect(truthEdit({ file: 'a.js', anchor: 'x', replacement: "el.setAttribute('data-semtag-id', 'staff')" })).toEqual(
      { file: 'a.js', anchor: 'x', replacement: "el.setAttribute('data-truth-id', 'staff')" },
    );
  });

  it('puts its section in place of the last one, else after the suggested hints', () => {
    const section = '## Hints written into real apps\n\nnew\n';
    const record = '# B\n\n## Suggested hints\n\nold figures\n\n## The plugin\n\nsize\n';
    const first = spliceSection(record, section);
    expect(first).toBe(
      '# B\n\n## Suggested hints\n\nold figures\n\n## Hints written into real apps\n\nnew\n\n## The plugin\n\nsize\n',
    );
    expect(spliceSection(first, '## Hints written into real apps\n\nnewer\n')).toBe(
      '# B\n\n## Suggested hints\n\nold figures\n\n## Hints written into real apps\n\nnewer\n\n## The plugin\n\nsize\n',
    );
  });
});
