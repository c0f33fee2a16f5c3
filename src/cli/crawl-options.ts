// The options only a crawl takes (`review <url> --crawl`), parsed and checked in one place.

import { UsageError } from './usage-error.js';

export const DEFAULT_MAX_PAGES = 50;

export const CRAWL_ARGS = {
  crawl: { type: 'boolean', default: false },
  'all-links': { type: 'boolean', default: false },
  'max-pages': { type: 'string' },
  junit: { type: 'string' },
  report: { type: 'string' },
} as const;

export interface CrawlOptions {
  maxPages: number;
  allLinks: boolean;
  junit?: string | undefined;
  report?: string | undefined;
}

interface CrawlValues {
  crawl: boolean;
  'all-links': boolean;
  'max-pages'?: string | undefined;
  junit?: string | undefined;
  report?: string | undefined;
  screenshot?: string | undefined;
}

/** The crawl's options with --crawl, else undefined (and then none of them may be given). */
export function crawlOptionsOf(values: CrawlValues): CrawlOptions | undefined {
  if (!values.crawl) {
    const given = (['all-links', 'max-pages', 'junit', 'report'] as const).filter(
      (name) => values[name] !== undefined && values[name] !== false,
    );
    if (given.length > 0)
      throw new UsageError(`--${given[0]} only applies with --crawl, which reviews every page the app links to.`, true);
    return undefined;
  }
  if (values.screenshot !== undefined)
    throw new UsageError('--screenshot reviews one page; with --crawl, --report <file.html> shows every page.', true);
  let maxPages = DEFAULT_MAX_PAGES;
  if (values['max-pages'] !== undefined) {
    maxPages = Number(values['max-pages']);
    if (!/^\d+$/.test(values['max-pages']) || maxPages < 1)
      throw new UsageError(`--max-pages takes a whole number of at least 1; got "${values['max-pages']}".`, true);
  }
  for (const name of ['junit', 'report'] as const) {
    if (values[name] === '')
      throw new UsageError(
        `--${name} needs a file name, e.g. --${name} ${name === 'junit' ? 'hints.xml' : 'hints.html'}.`,
        true,
      );
  }
  return { maxPages, allLinks: values['all-links'], junit: values.junit, report: values.report };
}
