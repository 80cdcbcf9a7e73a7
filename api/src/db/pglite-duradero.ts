import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface ModuloEmscripten {
  NODEFS: {
    stream_ops: { fsync?: (flujo: { nfd: number }) => number };
    tryFSOperation: <T>(operacion: () => T) => T;
  };
}

/**
 * PGlite's Node file system with a real fsync. PGlite starts PostgreSQL with `-F` (fsync off) and
 * its emscripten NODEFS has no fsync at all (`fdatasync` is a no-op there): a committed hour would
 * sit in the OS page cache, safe from a process kill but not from a power cut. Here fsync reaches
 * the disk, so with `fsync=on` and `wal_sync_method=fsync` a commit returns after its WAL is on disk.
 */
export class NodeFSDuradero extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const resultado = await super.init(...args);
    const preRun = resultado.emscriptenOpts.preRun ?? [];
    resultado.emscriptenOpts.preRun = [...preRun, (modulo: ModuloEmscripten) => {
      const { NODEFS } = modulo;
      NODEFS.stream_ops.fsync = (flujo) => NODEFS.tryFSOperation(() => { fs.fsyncSync(flujo.nfd); return 0; });
    }];
    return resultado;
  }
}

/** PGlite's start parameters with fsync on (its defaults minus `-F`) and the WAL synced by fsync. */
export const PARAMETROS_DURADEROS = [
  ...PGlite.defaultStartParams.filter((parametro) => parametro !== '-F'),
  '-c', 'wal_sync_method=fsync',
];
