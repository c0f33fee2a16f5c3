// How the bench's reports write numbers: counts, ratios, times, shares, sizes and per-item costs.

export const fmtInt = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
export const fmtRatio = (n: number): string =>
  !Number.isFinite(n) ? '—' : n >= 100 ? `${Math.round(n)}×` : n >= 10 ? `${n.toFixed(1)}×` : `${n.toFixed(2)}×`;
export function fmtMs(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(2)} ms`;
}
/** A difference of times in words, by its sign: `0.32 ms more`, `0.03 ms less`. */
export const fmtMsMore = (ms: number): string => (ms < 0 ? `${fmtMs(-ms)} less` : `${fmtMs(ms)} more`);
export const fmtPct = (x: number): string => `${Math.round(x * 100)}%`;
export const fmtMb = (kb: number): string => `${(kb / 1024).toFixed(0)} MB`;
export const fmtPerItem = (n: number, unit: string): string =>
  Number.isFinite(n) ? `${n >= 10 ? n.toFixed(1) : n.toFixed(3)} ${unit}` : '—';
