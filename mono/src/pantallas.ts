import type { ComponentType } from 'react';
import type { IdPantalla } from '@horas/shared/apps';

/**
 * Each exposed module of the app registry (`PANTALLAS`, shared/apps.ts) as a lazy import of its
 * federation id, which rsbuild.config.ts aliases to its file. The bundler needs every `import()`
 * written out: rsbuild.config.ts (`pluginPantallas`) writes this module's body from the registry at
 * build time, so a new remote needs no edit here. What is written here only types it.
 */
const pantallas = {} as Record<IdPantalla, () => Promise<{ default: ComponentType }>>;
export default pantallas;
