import fs from 'node:fs';

/** Debian's `chromium-headless-shell`: the same Chromium build without its windowing, as Playwright's own headless default. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the specs drive: `CHROMIUM_PATH` if set (e.g. `/usr/bin/chromium` to watch a run with
 * `--headed`), else the headless shell, else the full browser. The run is bound by the browser's CPU,
 * and the shell took a third less of it than the full browser for the same specs (e2e/README.md).
 */
export const ejecutableDeChromium = () =>
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
