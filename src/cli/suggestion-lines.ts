// The review's suggested hints as lines for people: each element (its CSS path and name), the
// attributes to add as they would be written in the markup, why, and where they go in the source.

import type { HintSuggestion } from '../page/types.js';

/** `name="value"` pairs as markup shows them, quotes inside a value escaped as HTML does. */
export function attributesText(set: Record<string, string>): string {
  return Object.entries(set)
    .map(([name, value]) => `${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`)
    .join(' ');
}

export function suggestionLines(suggestions: readonly HintSuggestion[], indent = ''): string[] {
  if (suggestions.length === 0) return [`${indent}No hint to suggest.`];
  return suggestions.flatMap((suggestion) => [
    `${indent}${suggestion.place}${suggestion.name ? `  "${suggestion.name}"` : ''}`,
    `${indent}    add: ${attributesText(suggestion.set)}`,
    `${indent}    why: ${suggestion.gap}; ${suggestion.why}`,
    ...(suggestion.where ? [`${indent}    where: ${suggestion.where}`] : []),
  ]);
}
