// `total`: how many rows a collection, or options a select, has by the page's own statement, when
// the page holds fewer (a virtualized list). Rule in references/hint-design.md "The block" and "Options".

import { optionHints } from './value.js';

/** The attribute first: Chromium tries a compound's parts in order, and most elements have none. */
const ROW_COUNT_HOLDERS =
  '[aria-rowcount]:is([role="grid"], [role="treegrid"], [role="table"], table, [role="listbox"])';
const ROWS = '[role="row"], tr';

/** A stated count: a whole number; -1 (unknown) and anything else states nothing. */
function count(element: Element | null, attribute: string): number | undefined {
  const raw = element?.getAttribute(attribute)?.trim();
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A row of column headers: aria-rowcount counts it, a collection's rows do not. */
function isHeaderRow(row: Element): boolean {
  return (
    row.closest('thead') !== null ||
    row.querySelector('[role="columnheader"]') !== null ||
    (row.querySelector('th') !== null && row.querySelector('td, [role="gridcell"], [role="cell"]') === null)
  );
}

/** aria-rowcount on the collection or the grid, table or listbox inside it, less the header rows. */
function fromRowCount(collection: Element): number | undefined {
  const holder = collection.matches('[aria-rowcount]') ? collection : collection.querySelector(ROW_COUNT_HOLDERS);
  const stated = count(holder, 'aria-rowcount');
  if (!holder || stated === undefined) return undefined;
  const rows = Array.from(holder.querySelectorAll(ROWS));
  const headers = rows.filter(isHeaderRow).length;
  return stated > rows.length ? stated - headers : undefined;
}

/** aria-setsize on the items (or options) held, when they are fewer. */
function fromSetSize(items: Element[]): number | undefined {
  const sized = items.flatMap((item) => {
    const holder = item.closest('[aria-setsize]') ?? item.querySelector('[aria-setsize]');
    const size = count(holder, 'aria-setsize');
    return size === undefined ? [] : [size];
  });
  const stated = sized.length > 0 ? Math.max(...sized) : undefined;
  return stated !== undefined && stated > items.length ? stated : undefined;
}

export function statedTotal(element: Element, role: string | null): number | undefined {
  if (role === 'collection')
    return fromRowCount(element) ?? fromSetSize(Array.from(element.querySelectorAll('[aria-setsize]')));
  if (role === 'select') return fromSetSize(optionHints(element));
  return undefined;
}
