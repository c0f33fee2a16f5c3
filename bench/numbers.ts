// The two numbers every bench figure is built from: a text's tokens and a median of samples.

import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** o200k_base tokens, the encoding of current OpenAI models; a stand-in for any modern tokenizer. */
export function tokens(text: string): number {
  return text.length === 0 ? 0 : countTokens(text);
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * A distribution-free interval for the median of `values` (order statistics, normal approximation
 * of the binomial): the true median lies within it with about `z`'s confidence (1.96: 95%).
 */
export function medianInterval(values: readonly number[], z = 1.96): { low: number; high: number } {
  if (values.length === 0) return { low: Number.NaN, high: Number.NaN };
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  // Ranks counted from 1, around the middle rank (n + 1) / 2.
  const middle = (n + 1) / 2;
  const spread = (z * Math.sqrt(n)) / 2;
  const low = Math.max(1, Math.floor(middle - spread));
  const high = Math.min(n, Math.ceil(middle + spread));
  return { low: sorted[low - 1]!, high: sorted[high - 1]! };
}
