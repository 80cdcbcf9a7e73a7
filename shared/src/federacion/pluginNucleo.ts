import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { publicarNucleo } from './publicarNucleo';

/** The shell's runtime plugin: its federation runtime, published before any remote entry loads. */
export default function pluginNucleo(): ModuleFederationRuntimePlugin {
  return {
    name: 'horas-nucleo-federacion',
    beforeInit(args) {
      publicarNucleo();
      return args;
    },
  };
}
