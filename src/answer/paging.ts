// The one way an answer is brought under a ceiling: units dropped from the end of its lists, the
// largest list first, so each list keeps its start and a continuation can name where it resumes.

/**
 * The one unit every ceiling counts (snapshot, delta, observe, review): UTF-8 bytes of the JSON.
 * Claude Code counts a result in characters (the text's length in UTF-16 units; past 50,000 it
 * saves the result to a file), and no text has fewer UTF-8 bytes than UTF-16 units: for ASCII the
 * two are equal, other scripts count two to four bytes per character, which also keeps them under
 * the client's token limit on MCP results.
 */
export const responseSize = (value: unknown): number => jsonSize(JSON.stringify(value));

/** responseSize of a value whose JSON is at hand. */
export const jsonSize = (json: string): number => Buffer.byteLength(json, 'utf8');

export interface Dropped<U> {
  /** Each list as it fits: the start of the one given. */
  kept: U[][];
  /** What each list lost: the rest of it, in order. */
  dropped: U[][];
  /** The indices of the lists that lost units, in the order each first did. */
  cut: number[];
}

/**
 * Drops units one at a time from the end of the list largest in bytes (the first of equals) among
 * those with more than `keep` units, each unit counted as responseSize(unit) + 1 for its comma,
 * until `size` (the whole answer's, in responseSize's unit) is at most `budget` or no list can lose
 * more. The lists given stay as they are.
 */
export function dropToFit<U>(
  lists: ReadonlyArray<readonly U[]>,
  { size, budget, keep = 0 }: { size: number; budget: number; keep?: number },
): Dropped<U> {
  const sizes = lists.map((list) => list.map((unit) => responseSize(unit) + 1));
  const totals = sizes.map((each) => each.reduce((a, b) => a + b, 0));
  const lengths = lists.map((list) => list.length);
  const cut: number[] = [];
  while (size > budget) {
    let largest = -1;
    lengths.forEach((length, i) => {
      if (length > keep && (largest < 0 || totals[i]! > totals[largest]!)) largest = i;
    });
    if (largest < 0) break;
    if (lengths[largest] === lists[largest]!.length) cut.push(largest);
    const length = --lengths[largest]!;
    totals[largest]! -= sizes[largest]![length]!;
    size -= sizes[largest]![length]!;
  }
  return {
    kept: lists.map((list, i) => list.slice(0, lengths[i])),
    dropped: lists.map((list, i) => list.slice(lengths[i])),
    cut,
  };
}
