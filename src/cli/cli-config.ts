// The configuration of a command: the server's own (loadConfig, from the environment), with the
// flags that stand in for its variables; a problem names the flag when a flag gave the value.

import { loadConfig } from '../config/config.js';
import type { Config } from '../config/config.js';
import { ConfigError } from '../config/config.js';
import { FILE_URL_SWITCH } from '../shared/page-url.js';
import type { CliIo } from './cli-io.js';

export interface ConfigFlags {
  /** --cdp-url, in place of SEMANTIC_HINTS_CDP_URL. */
  cdpUrl?: string | undefined;
  /** --allow-file-urls, as SEMANTIC_HINTS_ALLOW_FILE_URLS=true. */
  allowFileUrls?: boolean | undefined;
}

/** loadConfig of `env` with the flags in; throws its ConfigError, in the flag's name where a flag gave the value. */
export function configWithFlags(env: CliIo['env'], flags: ConfigFlags): Config {
  try {
    return loadConfig({
      ...env,
      ...(flags.cdpUrl !== undefined && { SEMANTIC_HINTS_CDP_URL: flags.cdpUrl }),
      ...(flags.allowFileUrls && { [FILE_URL_SWITCH]: 'true' }),
    });
  } catch (err) {
    if (err instanceof ConfigError && flags.cdpUrl !== undefined)
      throw new ConfigError(err.message.replace('SEMANTIC_HINTS_CDP_URL', '--cdp-url'));
    throw err;
  }
}
