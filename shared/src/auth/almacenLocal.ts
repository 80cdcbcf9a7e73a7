import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** localStorage keys the spec names (§9). */
export const CLAVE_TOKEN = 'token';
export const CLAVE_SEMANA_ACTUAL = 'semanaActual';
export const claveHorasDeUsuario = (usuarioId: number) => `horas-${usuarioId}`;

/**
 * `horas-dispositivo-{e-mail}`: the device value the last login of that e-mail answered on this
 * browser (the API lets it in while others' failures lock the account). Not session data: logout
 * keeps it. The e-mail as the API compares it, trimmed and lower-cased.
 */
export const claveDispositivo = (email: string) => `horas-dispositivo-${email.trim().toLowerCase()}`;

/** Every persisted store lives under this one key, one entry per store name. */
export const CLAVE_RAIZ = 'persist:root';

const leerRaiz = (): Record<string, unknown> => {
  // No storage where the login page is rendered ahead, at build time (shell/prerender/).
  if (typeof localStorage === 'undefined') return {};
  try {
    return JSON.parse(localStorage.getItem(CLAVE_RAIZ) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
};

export function almacenEnRaiz<S>(): PersistStorage<S> {
  return {
    getItem: (nombre) => (leerRaiz()[nombre] as StorageValue<S> | undefined) ?? null,
    setItem: (nombre, valor) => localStorage.setItem(CLAVE_RAIZ, JSON.stringify({ ...leerRaiz(), [nombre]: valor })),
    removeItem: (nombre) => {
      const { [nombre]: _quitado, ...resto } = leerRaiz();
      localStorage.setItem(CLAVE_RAIZ, JSON.stringify(resto));
    },
  };
}

export const leerToken = (): string | null =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(CLAVE_TOKEN);
