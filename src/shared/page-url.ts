// Which URLs a page may be opened from: the tools' `url`, SEMANTIC_HINTS_TARGET_URL and the review
// command's argument all accept the same ones. javascript:, data: and browser pages are refused;
// file: only when SEMANTIC_HINTS_ALLOW_FILE_URLS=true (an agent must not read local files by
// default, as Playwright MCP refuses file:// without --allow-unrestricted-file-access).

export const PAGE_URL_PROTOCOLS: readonly string[] = ['http:', 'https:', 'file:'];

/** The protocols as a reader writes them: "http://, https:// or file://". */
export const PAGE_URL_PROTOCOLS_TEXT = 'http://, https:// or file://';

/** The variable that lets file: URLs be opened. */
export const FILE_URL_SWITCH = 'SEMANTIC_HINTS_ALLOW_FILE_URLS';

export function isPageUrl(raw: string): boolean {
  try {
    return PAGE_URL_PROTOCOLS.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

export function isFileUrl(raw: string): boolean {
  try {
    return new URL(raw).protocol === 'file:';
  } catch {
    return false;
  }
}

/** Why a file: URL was not opened, and the switch that allows it (`alsoSwitch`: the CLI's flag). */
export function fileUrlRefusal(url: string, alsoSwitch?: string): string {
  const how = alsoSwitch ? `${FILE_URL_SWITCH}=true or ${alsoSwitch}` : `${FILE_URL_SWITCH}=true`;
  return `${url} is a file: URL, and file: URLs are opened only with ${how} (refused by default, as Playwright MCP does). Serve the app over http:// instead, or set ${alsoSwitch ? 'one of these' : 'the variable'} if local files are meant to be read.`;
}
