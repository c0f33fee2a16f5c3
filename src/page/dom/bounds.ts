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

/** The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair (an emoji). */
function head(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** Cuts `text` to `max` characters and says how much was cut. */
export function bound(text: string, max: number): string {
  if (text.length <= max) return text;
  const kept = head(text, max);
  return `${kept}…[+${text.length - kept.length} chars]`;
}

/** Whitespace collapsed and trimmed, then bounded. Slices first so a 5 MB text node costs little. */
export function cleanText(text: string, max: number): string {
  const budget = max * 4 + 64;
  const start = text.length > budget ? text.slice(0, budget) : text;
  const collapsed = start.replace(/\s+/g, ' ').trim();
  // Past the start there is only whitespace, which trimming removes anyway: nothing was cut.
  if (start === text || !/\S/.test(text.slice(budget))) return bound(collapsed, max);
  // The tail was never collapsed: report its raw length as the part cut.
  const kept = head(collapsed, max);
  return `${kept}…[+${text.length - kept.length} chars]`;
}
