import fs from 'node:fs';
import path from 'node:path';
import { RAIZ } from './servidores';

/** Writes a part's results as JSON (its folder made if missing) and says where. */
export function guardarResultados(archivo: string, datos: unknown) {
  fs.mkdirSync(path.dirname(archivo), { recursive: true });
  fs.writeFileSync(archivo, `${JSON.stringify(datos, null, 2)}\n`);
  console.log(`\nEscrito en ${path.relative(RAIZ, archivo)}`);
}

/**
 * Runs a part's `main` as its process: exit 0 once done (its servers and browsers stop on exit,
 * servidores.ts), 1 with the error.
 */
export function ejecutarParte(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
