/**
 * The built shell and remotes, served together by one process (support/servidorDelFront.ts) that
 * the federated run starts as one webServer. Its line on stdout once every app listens: the run
 * waits for it (playwright.config.ts).
 */
export const AVISO_FRONT_LISTO = 'Front end servido';
