// What a JSON answer says without JSON's syntax: its strings, numbers and booleans in order, keys
// and punctuation left out. The bench counts it to bound what any syntax could save.

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
    if (typeof value === 'string') scalars.push(value);
    else if (typeof value === 'number' || typeof value === 'boolean') scalars.push(String(value));
    else if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(parsed);
  return scalars.join(' ');
}
