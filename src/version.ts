import { readFileSync } from 'node:fs';

// package.json sits one folder above both src/ and dist/.
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

export const VERSION = manifest.version;
