// The review's suggested hints for people, as one list that the text table and the HTML report
// both present: each element (its CSS path and name), the attributes to add as they would be
// written in the markup, what it answers (a gap the review counts, or advice) and why, and where
// it goes in the source. The JSON carries the same suggestions as they are.

import type { HintSuggestion } from '../page/types.js';

/** `name="value"` pairs as markup shows them, quotes inside a value escaped as HTML does. */
export function attributesText(set: Record<string, string>): string {
  return Object.entries(set)
    .map(([name, value]) => `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join(' ');
}

/** One suggestion as people read it, in the text table and the HTML report alike. */
export interface SuggestionRow {
  place: string;
  name?: string;
  add: string;
  /** The gap it fixes, else `advice (<kind>)`, then why. */
  why: string;
  where?: string;
}

/** What a suggestion answers: the gap kind the review counts, else the advice it is. */
export function answerText(suggestion: HintSuggestion): string {
  return suggestion.gap ?? `advice (${suggestion.advice ?? 'structure'})`;
}

export function suggestionRows(suggestions: readonly HintSuggestion[]): SuggestionRow[] {
  return suggestions.map((suggestion) => ({
    place: suggestion.place,
    ...(suggestion.name ? { name: suggestion.name } : {}),
    add: attributesText(suggestion.set),
    why: `${answerText(suggestion)}; ${suggestion.why}`,
    ...(suggestion.where ? { where: suggestion.where } : {}),
  }));
}

/** The heading over the list: how many, and how many of them are advice rather than fixes of counted gaps. */
export function suggestionsHeading(suggestions: readonly HintSuggestion[]): string {
  const advice = suggestions.filter((suggestion) => suggestion.gap === undefined).length;
  const of = advice === 0 ? '' : advice === suggestions.length ? ', all advice' : `, ${advice} of them advice`;
  return `Suggested hints (${suggestions.length}${of}):`;
}

export function suggestionLines(suggestions: readonly HintSuggestion[], indent = ''): string[] {
  if (suggestions.length === 0) return [`${indent}No hint to suggest.`];
  return suggestionRows(suggestions).flatMap((row) => [
    `${indent}${row.place}${row.name ? `  "${row.name}"` : ''}`,
    `${indent}    add: ${row.add}`,
    `${indent}    why: ${row.why}`,
    ...(row.where ? [`${indent}    where: ${row.where}`] : []),
  ]);
}
