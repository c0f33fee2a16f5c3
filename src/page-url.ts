// Which URLs a page may be opened from: the tools' `url`, SEMANTIC_HINTS_TARGET_URL and the review
// command's argument all accept the same ones. javascript:, data: and browser pages are refused.

export const PAGE_URL_PROTOCOLS: readonly string[] = ['http:', 'https:', 'file:'];

/** The protocols as a reader writes them: "http://, https:// or file://". */
export const PAGE_URL_PROTOCOLS_TEXT = 'http://, https:// or file://';

export function isPageUrl(raw: string): boolean {
  try {
    return PAGE_URL_PROTOCOLS.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}
