import fs from 'node:fs';
import path from 'node:path';
import { ArranqueImposibleError } from '../lib/arranque';

export class DataDirLockedError extends ArranqueImposibleError {
  constructor(dir: string, pid: number) {
    super(
      `La carpeta de datos ${dir} ya está en uso por el proceso ${pid}; PGlite admite un solo proceso por carpeta. ` +
        `(Data dir already in use by process ${pid}; stop it or set another DATA_DIR.)`,
    );
  }
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When a process started (Linux: field 22 of /proc/<pid>/stat, in clock ticks since boot); '' where
 * unknown. Kept beside the pid, because after a crash the pid can belong to another process (in a
 * restarted container, often the new wrapper's).
 */
function inicioDe(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** The lock's owner still runs: same pid alive and, where both are known, the same start time. */
function duenoVivo(contenido: string): number | null {
  const [pidTexto, inicio = ''] = contenido.trim().split(' ');
  const pid = Number(pidTexto);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !vivo(pid)) return null;
  const actual = inicioDe(pid);
  return inicio && actual && inicio !== actual ? null : pid;
}

/** Exclusive lock on a PGlite data dir: a pid file created with O_EXCL; stale files (owner gone) are taken over. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'horas-api.lock');
  for (let intento = 0; intento < 2; intento++) {
    const propio = `${process.pid} ${inicioDe(process.pid)}`.trim();
    try {
      fs.writeFileSync(file, propio, { flag: 'wx', mode: 0o600 });
      let liberado = false;
      return () => {
        if (liberado) return;
        liberado = true;
        try {
          if (fs.readFileSync(file, 'utf8') === propio) fs.unlinkSync(file);
        } catch { /* already gone */ }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = duenoVivo(fs.readFileSync(file, 'utf8'));
      if (pid !== null) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dir}`);
}
