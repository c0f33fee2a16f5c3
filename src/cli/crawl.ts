// The crawl behind `review <url> --crawl`: breadth-first from the start page over the links the
// page code reports (navigation hints, or every link with --all-links), same origin only, each
// URL once (its hash dropped), at most maxPages visits, all in the one tab it is given. Each
// page's review is the page code's `review`, exactly what semantic_review returns for it.

import type { Page } from 'playwright-core';
import { readReview } from '../frames/read-documents.js';
import { IsolatedWorld } from '../browser/isolated-world.js';
import type { OverlayResult, PageError, PageResult, Review } from '../page/types.js';
import { overlayShot } from './overlay-shot.js';
import { networkQuiet } from './network-quiet.js';
import { pageErrorForTerminal } from './scope-option-errors.js';
import { firstLine } from '../shared/errors.js';

export interface ReviewedPage {
  /** The URL the crawl visited, without its hash. */
  url: string;
  /** The first page that linked here; absent for the start page. */
  linkedFrom?: string;
  screen?: string;
  /** Hinted elements and gap elements the overlay outlined; absent when no overlay was drawn. */
  hinted?: number;
  flagged?: number;
  review: Review;
  /** JPEG of the whole page with the overlay, when the report wants one. */
  screenshot?: Buffer;
}

export interface UnreviewedPage {
  url: string;
  linkedFrom?: string;
  reason: string;
  /** A page that could not be loaded fails the gate; one without the --scope element is only skipped. */
  failed: boolean;
}

export type CrawlStop = 'complete' | 'max-pages' | 'interrupted';

export interface CrawlResult {
  start: string;
  origin: string;
  reviewed: ReviewedPage[];
  unreviewed: UnreviewedPage[];
  stopped: CrawlStop;
  /** Same-origin URLs found but not visited, because of --max-pages or an interrupt. */
  unvisited: number;
  /** What visited the pages when no crawl did (e.g. "12 Playwright tests"); `start` is then the first page. */
  source?: string;
}

export interface CrawlProgress {
  done: number;
  queued: number;
  gaps: number;
}

export interface CrawlArgs {
  scope?: string | undefined;
  includeHidden: boolean;
  /** Propose hints for each page's gaps. */
  suggest?: boolean;
  allLinks: boolean;
  maxPages: number;
  screenshots: boolean;
  timeoutMs: number;
  /** Aborting stops the crawl after dropping the page in progress; what was done is returned. */
  signal: AbortSignal;
  onProgress?: (progress: CrawlProgress) => void;
  /** Called in the reviewed state, before the overlay is drawn: to read more of the page there. */
  onReviewed?: (page: Page, review: Review) => Promise<void>;
}

export function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

type Visit =
  /** Not loaded, or left the origin: it leads nowhere. */
  | { failed: UnreviewedPage }
  /** A redirect to a page already reviewed. */
  | { duplicate: true }
  /** Loaded: reviewed, or skipped for want of the --scope element; either way its links lead on. */
  | { landed: string; links: string[]; page: ReviewedPage | UnreviewedPage };

async function visit(
  world: IsolatedWorld,
  page: Page,
  url: string,
  linkedFrom: string | undefined,
  origin: string,
  landedBefore: ReadonlySet<string>,
  args: CrawlArgs,
): Promise<Visit> {
  const from = linkedFrom === undefined ? {} : { linkedFrom };
  const failed = (reason: string): Visit => ({ failed: { url, ...from, reason, failed: true } });
  let status: number | undefined;
  try {
    status = (await page.goto(url, { waitUntil: 'load', timeout: args.timeoutMs }))?.status();
  } catch (err) {
    return failed(`could not load: ${firstLine(err)}`);
  }
  if (status !== undefined && status >= 400) return failed(`HTTP ${status}`);
  await networkQuiet(page, args.timeoutMs);
  const landed = withoutHash(page.url());
  if (new URL(landed).origin !== origin) return failed(`redirected outside ${origin}, to ${landed}`);
  if (landed !== url && landedBefore.has(landed)) return { duplicate: true };

  const { links, screen } = await world.call('pageLinks', { allLinks: args.allLinks });
  const skipped = (error: PageError): Visit => ({
    landed,
    links,
    page: { url, ...from, reason: pageErrorForTerminal(error), failed: false },
  });
  const reviewed = await readReview(world, {
    scope: args.scope,
    includeHidden: args.includeHidden,
    suggest: args.suggest,
  });
  if (!reviewed.ok) return skipped(reviewed.error);
  await args.onReviewed?.(page, reviewed.value);
  const overlayArgs = { scope: args.scope, suggest: args.suggest };
  let shown: PageResult<OverlayResult & { image?: Buffer }>;
  if (args.screenshots) shown = await overlayShot(page, world, overlayArgs, { type: 'jpeg', quality: 70 });
  else {
    // Drawn for its counts alone.
    shown = await world.call('overlay', { ...overlayArgs, show: true });
    await world.call('overlay', { show: false });
  }
  if (!shown.ok) return skipped(shown.error);
  const { hinted, flagged, image } = shown.value;
  const result: ReviewedPage = {
    url,
    ...from,
    ...(screen === undefined ? {} : { screen }),
    hinted,
    flagged,
    review: reviewed.value,
    ...(image === undefined ? {} : { screenshot: image }),
  };
  return { landed, links, page: result };
}

/**
 * Crawls from `start` in `page`, in one isolated world that every visit reuses; it goes with the
 * tab, which the caller closes (an abort leaves a visit running in it).
 */
export async function crawl(page: Page, start: string, args: CrawlArgs): Promise<CrawlResult> {
  const world = new IsolatedWorld(page);
  const origin = new URL(start).origin;
  const result: CrawlResult = { start, origin, reviewed: [], unreviewed: [], stopped: 'complete', unvisited: 0 };
  const queue: { url: string; linkedFrom?: string }[] = [{ url: withoutHash(start) }];
  const seen = new Set([queue[0]!.url]);
  const aborted = new Promise<'aborted'>((resolve) => {
    if (args.signal.aborted) resolve('aborted');
    else args.signal.addEventListener('abort', () => resolve('aborted'), { once: true });
  });
  const landed = new Set<string>();
  let visits = 0;
  let gaps = 0;

  while (queue.length > 0) {
    if (args.signal.aborted) {
      result.stopped = 'interrupted';
      break;
    }
    if (visits >= args.maxPages) {
      result.stopped = 'max-pages';
      break;
    }
    const next = queue.shift()!;
    visits++;
    const work = visit(world, page, next.url, next.linkedFrom, origin, landed, args);
    // The page in progress is dropped on abort; its promise fails once the tab closes.
    work.catch(() => undefined);
    const outcome = await Promise.race([work, aborted]);
    if (outcome === 'aborted') {
      queue.unshift(next);
      result.stopped = 'interrupted';
      break;
    }
    if ('failed' in outcome) result.unreviewed.push(outcome.failed);
    if ('page' in outcome) {
      if ('review' in outcome.page) {
        result.reviewed.push(outcome.page);
        gaps += outcome.page.review.total;
      } else result.unreviewed.push(outcome.page);
      seen.add(outcome.landed);
      landed.add(outcome.landed);
      for (const link of outcome.links) {
        let url: URL;
        try {
          url = new URL(link);
        } catch {
          continue;
        }
        if (url.origin !== origin || seen.has(url.href)) continue;
        seen.add(url.href);
        queue.push({ url: url.href, linkedFrom: next.url });
      }
    }
    args.onProgress?.({ done: visits, queued: queue.length, gaps });
  }
  result.unvisited = queue.length;
  return result;
}
