// The types scripts/check.ts sees of the lint configuration it shares.
import type { Linter } from 'eslint';

export const UNTYPED_FILES: string[];
declare const config: Linter.Config[];
export default config;
