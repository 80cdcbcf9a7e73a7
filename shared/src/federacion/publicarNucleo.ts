import * as errorCodes from '@module-federation/error-codes';
import * as runtimeCore from '@module-federation/runtime-core';
import * as sdk from '@module-federation/sdk';
import { NUCLEO_FEDERACION } from './globales';

/** Sets the globals the remotes' entries read the federation runtime from (globales.ts). */
export function publicarNucleo() {
  const modulos = { '@module-federation/runtime-core': runtimeCore, '@module-federation/sdk': sdk, '@module-federation/error-codes': errorCodes };
  for (const [paquete, global] of Object.entries(NUCLEO_FEDERACION)) Object.assign(globalThis, { [global]: modulos[paquete as keyof typeof modulos] });
}
