// The edits to make, from the suggestions of every reviewed state: each suggestion goes to the
// source place its element was located at, and the suggestions that land on one place are merged
// into one edit. A place that renders several elements with item ids of one collection (a row of a
// `.map()` or a `v-for`) is one edit whose id the editor builds from the row's key. What cannot be
// placed is reported with the reason. It takes the review's suggestions as they are.

import { outrankingClicks } from '../page/review/suggest-clicked.js';
import { LABEL_TO_FILL } from '../page/review/suggest-draft.js';
import type { HintSuggestion } from '../page/types.js';
import type { EditRequest, ItemId } from './edit/request.js';
import type { PageLocation } from './locate/in-page.js';
import { parsePlace } from './locate/source-place.js';
import type { SourcePlace } from './locate/source-place.js';

export interface ReviewedState {
  url: string;
  suggestions: readonly HintSuggestion[];
  /** Where each suggestion's element is, in the same order. */
  locations: readonly PageLocation[];
}

export interface Unplaced {
  url: string;
  place: string;
  name?: string;
  /** The attributes that were not written. */
  set: Record<string, string>;
  reason: string;
}

export interface PlannedEdit {
  place: SourcePlace;
  request: EditRequest;
  /** The suggestions it writes, for the report. */
  from: ReadonlyArray<{ url: string; suggestion: HintSuggestion }>;
}

const ID = 'data-semtag-id';

/**
 * Only hints, and the name a nameless control needs: a state such as aria-pressed must follow the
 * app's own state, and a label the page holds no word for is the team's to write, not a placeholder
 * for assistive technology to read.
 */
function isWritten(attribute: string, value: string): boolean {
  return attribute.startsWith('data-semtag-') || (attribute === 'aria-label' && value !== LABEL_TO_FILL);
}

const ITEM_ID = /^(.+)\.item\.([^.]+)(\..+)?$/;

/** The collection and suffix every one of the ids shares as item ids; undefined when they do not. */
function itemShape(ids: readonly string[]): ItemId | undefined {
  let shape: ItemId | undefined;
  for (const id of ids) {
    const match = ITEM_ID.exec(id);
    if (!match) return undefined;
    const here = { prefix: match[1]!, suffix: match[3] ?? '', distinct: new Set(ids).size };
    if (shape && (shape.prefix !== here.prefix || shape.suffix !== here.suffix)) return undefined;
    shape = here;
  }
  return shape;
}

export function planEdits(
  states: readonly ReviewedState[],
  replace: boolean,
): { edits: PlannedEdit[]; unplaced: Unplaced[] } {
  const unplaced: Unplaced[] = [];
  const groups = new Map<string, Array<{ url: string; suggestion: HintSuggestion; into: 'element' | 'input' }>>();
  const report = (url: string, suggestion: HintSuggestion, set: Record<string, string>, reason: string) =>
    unplaced.push({ url, place: suggestion.place, ...(suggestion.name ? { name: suggestion.name } : {}), set, reason });

  for (const state of states) {
    state.suggestions.forEach((suggestion, index) => {
      const location = state.locations[index]!;
      const entries = Object.entries(suggestion.set);
      const written = Object.fromEntries(entries.filter(([name, value]) => isWritten(name, value)));
      const { 'aria-label': label, ...left } = Object.fromEntries(
        entries.filter(([name, value]) => !isWritten(name, value)),
      );
      if (label !== undefined)
        report(
          state.url,
          suggestion,
          { 'aria-label': label },
          'the page holds no word for what it does: write the label it needs',
        );
      if (Object.keys(left).length > 0)
        report(
          state.url,
          suggestion,
          left,
          "a state attribute must follow the app's state: set it where the code keeps that state",
        );
      if (Object.keys(written).length === 0) return;
      const miss = (reason: string) => report(state.url, suggestion, written, reason);
      if (!location.found) return miss('no single element is at this place when the page is opened again');
      if (location.source === undefined)
        return miss("no element around it is written in the app's own files (it is built by a library or a script)");
      if (!location.self && !location.field)
        return miss(
          `it is rendered by code outside the app's files, inside the element at ${location.source}: hint it where that code takes attributes`,
        );
      const into = location.self ? 'element' : 'input';
      const key = `${location.source}\n${into}`;
      groups.set(key, [
        ...(groups.get(key) ?? []),
        { url: state.url, suggestion: { ...suggestion, set: written }, into },
      ]);
    });
  }

  const edits: PlannedEdit[] = [];
  for (const [key, all] of groups) {
    const members = outrankingClicks(all, ({ suggestion }) => suggestion.set);
    const place = parsePlace(key.split('\n')[0]!)!;
    const names = [...new Set(members.flatMap(({ suggestion }) => Object.keys(suggestion.set)))];
    const set: Record<string, string> = {};
    let item: ItemId | undefined;
    for (const name of names) {
      const values = [...new Set(members.flatMap(({ suggestion }) => suggestion.set[name] ?? []))];
      if (name === ID) item = itemShape(values);
      if (values.length === 1 || (name === ID && item)) {
        set[name] = values[0]!;
        continue;
      }
      for (const { url, suggestion } of members)
        report(
          url,
          suggestion,
          { [name]: suggestion.set[name]! },
          `one element of the source renders elements given different ${name} values (${values.slice(0, 3).join(', ')}): write it where each is rendered, by hand`,
        );
    }
    if (!(ID in set) && names.includes(ID)) continue;
    edits.push({
      place,
      request: {
        line: place.line,
        column: place.column,
        set,
        ...(item ? { item } : {}),
        into: members[0]!.into,
        replace,
      },
      from: members.map(({ url, suggestion }) => ({ url, suggestion })),
    });
  }
  edits.sort(
    (a, b) =>
      a.place.file.localeCompare(b.place.file) || a.place.line - b.place.line || a.place.column - b.place.column,
  );
  return { edits, unplaced };
}
