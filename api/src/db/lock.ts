import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `La carpeta de datos ${dir} ya está en uso por el proceso ${pid}; PGlite admite un solo proceso por carpeta. ` +
        `(Data dir already in use by process ${pid}; stop it or set another DATA_DIR.)`,
    );
    this.name = 'DataDirLockedError';
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

/** Exclusive lock on a PGlite data dir: a pid file created with O_EXCL; stale files are taken over. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'horas-api.lock');
  for (let intento = 0; intento < 2; intento++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      let liberado = false;
      return () => {
        if (liberado) return;
        liberado = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch { /* already gone */ }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && vivo(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dir}`);
}
