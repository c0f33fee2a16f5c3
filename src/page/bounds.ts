// Every string that leaves the page is cut here, so a hostile page cannot flood the agent's context.

export const LIMITS = {
  /** ids, actions, states, targets, controls */
  token: 200,
  name: 150,
  value: 500,
  option: 150,
  options: 100,
  url: 2000,
} as const;

/** Cuts `text` to `max` characters and says how much was cut. */
export function bound(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}…[+${text.length - max} chars]`;
}

/** Whitespace collapsed and trimmed, then bounded. Slices first so a 5 MB text node costs little. */
export function cleanText(text: string, max: number): string {
  const budget = max * 4 + 64;
  const head = text.length > budget ? text.slice(0, budget) : text;
  const collapsed = head.replace(/\s+/g, ' ').trim();
  // Past the head there is only whitespace, which trimming removes anyway: nothing was cut.
  if (head === text || !/\S/.test(text.slice(budget))) return bound(collapsed, max);
  // The tail was never collapsed: report its raw length as the part cut.
  return `${collapsed.slice(0, max)}…[+${text.length - max} chars]`;
}
