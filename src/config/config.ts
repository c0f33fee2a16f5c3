// Every environment variable the server reads, parsed and validated in one place.

import { shownEndpoint } from './endpoint-secrets.js';
import { FILE_URL_SWITCH, PAGE_URL_PROTOCOLS, fileUrlRefusal, isFileUrl } from '../shared/page-url.js';

export interface Config {
  /** CDP endpoint of the shared Chromium: http(s) for a DevTools port, ws(s) for a browser service. */
  cdpUrl: string;
  /** Headers sent with the attach (the HTTP discovery and the WebSocket): a browser service's credentials. */
  cdpHeaders: Record<string, string>;
  /** Opened when a tool is called with no url and no page shows a document. */
  targetUrl?: string;
  /** May open file: URLs (a tool's `url`, the target URL); refused by default, as Playwright MCP does. */
  allowFileUrls: boolean;
  /** May launch a private browser when the CDP attach fails. */
  launchBrowser: boolean;
  /** Headless mode of that private browser. */
  headless: boolean;
  /** The browser the fallback launches, instead of searching for one. */
  executablePath?: string;
  /** Time limit of one tool call, navigation included. */
  timeoutMs: number;
  /** Ceiling of one response's JSON (UTF-8 bytes); past it entries are dropped and `truncated` says so. */
  maxResponseChars: number;
}

/**
 * The default response ceiling: under Claude Code's 50,000 characters (past which a result goes to
 * a file) and, at about three characters a token for this JSON, far under its 25,000 tokens.
 */
export const DEFAULT_MAX_RESPONSE = 40_000;

/** The lowest ceiling: one observed element (a select with 100 options of 150 characters) fits it. */
export const MIN_MAX_RESPONSE = 20_000;

/** The shared Chromium's endpoint when SEMANTIC_HINTS_CDP_URL is unset: `semantic-hints browser`'s default port. */
export const DEFAULT_CDP_URL = 'http://127.0.0.1:9222';

export interface VariableSpec {
  name: string;
  default: string;
  purpose: string;
}

/** The documented variables; the table in docs/configuration.md is generated from this list. */
export const VARIABLES: VariableSpec[] = [
  {
    name: 'SEMANTIC_HINTS_CDP_URL',
    default: DEFAULT_CDP_URL,
    purpose:
      'CDP endpoint of the shared Chromium to attach to (http(s):// DevTools port, or a ws(s):// browser endpoint, e.g. a browser service). Printed with its user info and query values (a `?token=`) masked.',
  },
  {
    name: 'SEMANTIC_HINTS_CDP_HEADERS',
    default: '(unset)',
    purpose:
      'Headers sent when attaching, as a JSON object, e.g. `{"Authorization": "Bearer <token>"}`: the credentials of a remote browser service. Values are never printed.',
  },
  {
    name: 'SEMANTIC_HINTS_TARGET_URL',
    default: '(unset)',
    purpose: 'App URL opened when a tool is called with no `url` and no open page shows a document.',
  },
  {
    name: FILE_URL_SWITCH,
    default: 'false',
    purpose: "If true, `file:` URLs may be opened (a tool's `url`, the target URL); else they are refused.",
  },
  {
    name: 'SEMANTIC_HINTS_LAUNCH_BROWSER',
    default: 'false',
    purpose:
      'If true, launch a private browser when the CDP attach fails (not when a browser service refuses the credentials); every response then carries `warning`.',
  },
  { name: 'SEMANTIC_HINTS_HEADLESS', default: 'true', purpose: 'Headless mode for the launch fallback only.' },
  {
    name: 'SEMANTIC_HINTS_EXECUTABLE_PATH',
    default: '(unset)',
    purpose:
      'Browser binary for the launch fallback (or `bundled`); else a Playwright-installed Chromium, the system chromium / google-chrome, then the bundled one.',
  },
  { name: 'SEMANTIC_HINTS_TIMEOUT_MS', default: '30000', purpose: 'Time limit of one tool call, navigation included.' },
  {
    name: 'SEMANTIC_HINTS_MAX_RESPONSE_CHARS',
    default: String(DEFAULT_MAX_RESPONSE),
    purpose:
      'Ceiling of one response, in UTF-8 bytes of JSON (characters, for ASCII); past it, rows and entries are dropped and `truncated` says how to read them.',
  },
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function parseBoolean(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const lower = raw.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(lower)) return true;
  if (['false', '0', 'no', 'off'].includes(lower)) return false;
  problems.push(`${name}="${raw}" is not a boolean: use true or false.`);
  return fallback;
}

/** `shown` prints the value in a message: the CDP endpoint's token stays masked. */
function parseUrl(
  env: Env,
  name: string,
  protocols: readonly string[],
  example: string,
  problems: string[],
  shown: (raw: string) => string = (raw) => raw,
): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  // "127.0.0.1:9222" is no URL, and "localhost:9222" one of scheme localhost:; both lack the scheme.
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(raw) && URL.canParse(`${protocols[0]}//${raw}`)) {
    problems.push(`${name}="${shown(raw)}" has no scheme: write it as ${protocols[0]}//${shown(raw)}.`);
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name}="${shown(raw)}" is not a URL: use a full URL such as ${example}.`);
    return undefined;
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(`${name}="${shown(raw)}" must use ${protocols.join(' or ')}, e.g. ${example}.`);
    return undefined;
  }
  return raw;
}

/** A header name is an HTTP token; a value may not break the request (no line break or NUL). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE_BREAK = /[\r\n\0]/;

export const CDP_HEADERS_EXAMPLE = '{"Authorization": "Bearer <token>"}';

/** What is wrong with one header, naming it and never quoting its value; undefined when it is fine. */
export function cdpHeaderProblem(name: string, value: unknown, source: string): string | undefined {
  if (!HEADER_NAME.test(name))
    return `${source}: ${JSON.stringify(name.slice(0, 100))} is not a header name (letters, digits and -, e.g. Authorization).`;
  if (typeof value !== 'string')
    return `${source}: the value of ${name} must be a string, e.g. ${CDP_HEADERS_EXAMPLE}.`;
  if (HEADER_VALUE_BREAK.test(value)) return `${source}: the value of ${name} contains a line break or NUL.`;
  return undefined;
}

/** The headers as a JSON object of strings; the message of a problem never quotes the value (a secret). */
function parseHeaders(env: Env, name: string, problems: string[]): Record<string, string> {
  const raw = read(env, name);
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // JSON.parse's own message quotes the text: left out.
    problems.push(`${name} is not valid JSON: give an object of header names to values, e.g. ${CDP_HEADERS_EXAMPLE}.`);
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    problems.push(
      `${name} must be a JSON object of header names to values, e.g. ${CDP_HEADERS_EXAMPLE}; it is ${Array.isArray(parsed) ? 'an array' : parsed === null ? 'null' : `a ${typeof parsed}`}.`,
    );
    return {};
  }
  const headers: Record<string, string> = {};
  for (const [header, value] of Object.entries(parsed)) {
    const problem = cdpHeaderProblem(header, value, name);
    if (problem) problems.push(problem);
    else headers[header] = value as string;
  }
  return headers;
}

function parseInteger(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name}="${raw}" must be a whole number from ${min} to ${max}.`);
    return fallback;
  }
  return value;
}

/** Reads the configuration; every invalid variable is reported at once, each by name. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const cdpUrl =
    parseUrl(
      env,
      'SEMANTIC_HINTS_CDP_URL',
      ['http:', 'https:', 'ws:', 'wss:'],
      DEFAULT_CDP_URL,
      problems,
      shownEndpoint,
    ) ?? DEFAULT_CDP_URL;
  const targetUrl = parseUrl(env, 'SEMANTIC_HINTS_TARGET_URL', PAGE_URL_PROTOCOLS, 'http://localhost:8080', problems);
  const allowFileUrls = parseBoolean(env, FILE_URL_SWITCH, false, problems);
  if (targetUrl && isFileUrl(targetUrl) && !allowFileUrls)
    problems.push(`SEMANTIC_HINTS_TARGET_URL: ${fileUrlRefusal(targetUrl)}`);
  const config: Config = {
    cdpUrl,
    cdpHeaders: parseHeaders(env, 'SEMANTIC_HINTS_CDP_HEADERS', problems),
    targetUrl,
    allowFileUrls,
    launchBrowser: parseBoolean(env, 'SEMANTIC_HINTS_LAUNCH_BROWSER', false, problems),
    headless: parseBoolean(env, 'SEMANTIC_HINTS_HEADLESS', true, problems),
    executablePath: read(env, 'SEMANTIC_HINTS_EXECUTABLE_PATH'),
    timeoutMs: parseInteger(env, 'SEMANTIC_HINTS_TIMEOUT_MS', 30_000, 1_000, 600_000, problems),
    maxResponseChars: parseInteger(
      env,
      'SEMANTIC_HINTS_MAX_RESPONSE_CHARS',
      DEFAULT_MAX_RESPONSE,
      MIN_MAX_RESPONSE,
      50_000_000,
      problems,
    ),
  };
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return config;
}
