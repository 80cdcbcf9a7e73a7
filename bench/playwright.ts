/**
 * Playwright for tabla.ts and its flows: the e2e package's (the bench borrows it, as front.ts does),
 * its `expect` waiting up to ESPERA_MS: on the 2-core machine under load a page can take longer than
 * expect's default 5 s to show what is awaited. Waiting is never what is measured.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { RAIZ } from './servidores';

const playwright = createRequire(path.join(RAIZ, 'e2e', 'package.json'))('@playwright/test') as typeof import('@playwright/test');

export const ESPERA_MS = 30_000;
export const chromium = playwright.chromium;
export const expect = playwright.expect.configure({ timeout: ESPERA_MS });
