import { config } from 'zod';

/**
 * In the browser zod compiles its object parsers with `new Function` when it may: the pages'
 * Content-Security-Policy forbids eval, so even zod's trial of it is a reported violation. Imported
 * first by the package's entry, before any schema is built (zod decides when a schema is created).
 */
config({ jitless: true });
