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
