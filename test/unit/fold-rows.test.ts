/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Page modules whose logic is pure (ids, the fold of a row table) need no browser to test.
import { describe, expect, it } from 'vitest';
import { foldRows } from '../../src/page/codec/fold.js';
import { idPatternOf, memberId, memberPrefix, parseMemberId } from '../../src/page/codec/member-id.js';
import type { Row } from '../../src/page/codec/fold.js';
import type { HintEntry } from '../../src/page/types.js';
import { isGoodId } from '../../src/page/read/place.js';

function row(
  key: string,
  item: Omit<HintEntry, 'id'> | undefined,
  controls: Record<string, Omit<HintEntry, 'id'>> = {},
): Row {
  return {
    key,
    item: item && { id: `shop.grid.item.${key}`, ...item },
    controls: new Map(
      Object.entries(controls).map(([name, entry]) => [name, { id: `shop.grid.item.${key}.${name}`, ...entry }]),
    ),
  };
}

describe('parseMemberId', () => {
  it('splits prefix, key and control at the last .item.', () => {
    expect(parseMemberId('shop.grid.item.beta')).toEqual({ prefix: 'shop.grid', key: 'beta', control: undefined });
    expect(parseMemberId('shop.grid.item.beta.add')).toEqual({ prefix: 'shop.grid', key: 'beta', control: 'add' });
    expect(parseMemberId('a.item.b.item.c.price')).toEqual({ prefix: 'a.item.b', key: 'c', control: 'price' });
  });

  it('is undefined for ids that are not collection members', () => {
    expect(parseMemberId('cart.total')).toBeUndefined();
    expect(parseMemberId('item.beta')).toBeUndefined();
    expect(parseMemberId('shop.grid.item.')).toBeUndefined();
  });
});

describe('memberPrefix', () => {
  it('reads back the prefix idPatternOf writes, with controls or without, as parseMemberId reads it of a member', () => {
    for (const prefix of ['shop.grid', 'a.item.b', 'x']) {
      expect(memberPrefix(idPatternOf(prefix, false))).toBe(prefix);
      expect(memberPrefix(idPatternOf(prefix, true))).toBe(prefix);
      expect(parseMemberId(memberId(prefix, 'k', 'add'))?.prefix).toBe(prefix);
    }
  });

  it('is undefined for a pattern idPatternOf never writes: it names no members', () => {
    expect(memberPrefix('shop.grid')).toBeUndefined();
    expect(memberPrefix('.item.{key}')).toBeUndefined();
    expect(memberPrefix('shop.grid.item.{key}.{control}')).toBeUndefined();
    expect(memberPrefix('shop.grid.item.{key}[.{control}]x')).toBeUndefined();
  });
});

describe('isGoodId', () => {
  it('takes dot-separated segments of letters, digits, _ and -, a single one included, with item only between two', () => {
    expect(isGoodId('cart.total')).toBe(true);
    expect(isGoodId('shop.grid.item.beta-2.add_one')).toBe(true);
    expect(isGoodId('cart')).toBe(true);
    expect(isGoodId('cart..total')).toBe(false);
    expect(isGoodId('cart total.x')).toBe(false);
    expect(isGoodId('item.cart')).toBe(false);
    expect(isGoodId('cart.item')).toBe(false);
  });
});

describe('foldRows', () => {
  it('states shared fields once and makes a column of each field that varies', () => {
    const block = foldRows(
      'shop.grid',
      [
        row('alpha', { role: 'region', name: 'Alpha' }, { add: { role: 'action', name: 'Add' } }),
        row('beta', { role: 'region', name: 'Beta' }, { add: { role: 'action', name: 'Add', enabled: false } }),
      ],
      { id: 'shop.grid', role: 'collection', name: 'Products' },
    );
    expect(block).toEqual({
      id: 'shop.grid',
      name: 'Products',
      idPattern: 'shop.grid.item.{key}[.{control}]',
      item: { role: 'region' },
      itemControls: { add: { role: 'action', name: 'Add' } },
      fields: ['key', 'name', 'add.enabled'],
      items: [
        ['alpha', 'Alpha', null],
        ['beta', 'Beta', false],
      ],
    });
    expect(Object.keys(block).slice(-2)).toEqual(['fields', 'items']);
  });

  it('adds a presence column for a control only some rows have, and for rows with no item element', () => {
    const block = foldRows(
      'cart.lines',
      [row('a', undefined, { remove: { role: 'action' } }), row('b', { role: 'observable', value: '2' })],
      undefined,
    );
    expect(block.idPattern).toBe('cart.lines.item.{key}[.{control}]');
    expect(block.fields).toEqual(['key', 'item', 'remove']);
    expect(block.items).toEqual([
      ['a', null, true],
      ['b', true, null],
    ]);
    expect(block.item).toEqual({ role: 'observable', value: '2' });
    expect(block).not.toHaveProperty('id');
  });

  it('compares array values by content', () => {
    const options = { role: 'select', options: ['S', 'M'] };
    const block = foldRows('sizes', [row('x', { ...options, options: ['S', 'M'] }), row('y', options)], undefined);
    expect(block.item).toEqual(options);
    expect(block.fields).toEqual(['key']);
  });
});
