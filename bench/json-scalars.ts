// What a JSON answer says without JSON's syntax: its strings, numbers and booleans in order, keys
// and punctuation left out. The bench counts it to bound what any syntax could save (issue 12).

/** The scalars of a JSON text joined by spaces; undefined when the text is not JSON. */
export function scalarsOf(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const scalars: string[] = [];
  const walk = (value: unknown): void => {
    if (value === null) return;
    if (typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
    else scalars.push(String(value));
  };
  walk(parsed);
  return scalars.join(' ');
}
