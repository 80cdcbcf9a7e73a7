/**
 * The app registry: every app of the workspace once, with its folder, its port (as an offset from
 * HORAS_PORT_BASE) and, for a remote, the modules it exposes. Federation, the dev/start scripts,
 * Playwright, the bench, the mono build, Vitest, ESLint and the shell's types all read it: adding a
 * remote is one entry here plus its folder. No imports, so Node configs and the browser can read it.
 */
export const REGISTRO_REMOTOS = {
  mf_horas: { carpeta: 'mf-horas', desplazamiento: 1, expone: { './Screen': './src/Screen.tsx' } },
  mf_reportes: { carpeta: 'mf-reportes', desplazamiento: 2, expone: { './Screen': './src/Screen.tsx', './Analisis': './src/Analisis.tsx' } },
  mf_mishoras: { carpeta: 'mf-mishoras', desplazamiento: 3, expone: { './Screen': './src/Screen.tsx' } },
  mf_clientes_admin: { carpeta: 'mf-clientes-admin', desplazamiento: 4, expone: { './AdminNav': './src/AdminNav.tsx', './Administracion': './src/Administracion.tsx' } },
  mf_aprobaciones: { carpeta: 'mf-aprobaciones', desplazamiento: 5, expone: { './Screen': './src/Screen.tsx' } },
  mf_ausencias: { carpeta: 'mf-ausencias', desplazamiento: 6, expone: { './Screen': './src/Screen.tsx' } },
} as const;

export const REGISTRO_SHELL = { carpeta: 'shell', desplazamiento: 0 } as const;
export const REGISTRO_API = { carpeta: 'api', desplazamiento: 1000 } as const;

export type NombreRemoto = keyof typeof REGISTRO_REMOTOS;
export type NombreApp = 'shell' | NombreRemoto;

export const REMOTOS = Object.keys(REGISTRO_REMOTOS) as NombreRemoto[];

type Expuestos<R extends NombreRemoto> = keyof (typeof REGISTRO_REMOTOS)[R]['expone'] & `./${string}`;
/** A federation id the shell loads: `mf_horas/Screen`. */
export type IdPantalla = { [R in NombreRemoto]: `${R}/${Expuestos<R> extends `./${infer M}` ? M : never}` }[NombreRemoto];

/** Every exposed module: its federation id, its remote and its file inside the remote's folder. */
export const PANTALLAS = REMOTOS.flatMap((remoto) =>
  Object.entries(REGISTRO_REMOTOS[remoto].expone).map(([modulo, archivo]) => ({
    id: `${remoto}/${modulo.slice(2)}` as IdPantalla,
    remoto,
    archivo: `${REGISTRO_REMOTOS[remoto].carpeta}/${archivo.slice(2)}`,
  })),
);

/** Folders of the apps whose sources run in the browser (the shell and the remotes). */
export const CARPETAS_FRONT = [REGISTRO_SHELL.carpeta, ...REMOTOS.map((r) => REGISTRO_REMOTOS[r].carpeta)];

export const carpetaDe = (app: NombreApp | 'api'): string =>
  app === 'shell' ? REGISTRO_SHELL.carpeta : app === 'api' ? REGISTRO_API.carpeta : REGISTRO_REMOTOS[app].carpeta;

export const desplazamientoDe = (app: NombreApp | 'api'): number =>
  app === 'shell' ? REGISTRO_SHELL.desplazamiento : app === 'api' ? REGISTRO_API.desplazamiento : REGISTRO_REMOTOS[app].desplazamiento;
