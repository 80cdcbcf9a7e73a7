import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SesionDeLogin, Usuario } from '../contracts';
import { estadoDeError, getMe, mensajeDeError, login as postLogin, setAuthHandlers } from '../api';
import { almacenEnRaiz, CLAVE_SEMANA_ACTUAL, CLAVE_TOKEN, claveDispositivo, claveHorasDeUsuario, leerToken } from './almacenLocal';

/** Login failures, spec §8. */
export const ERROR_CREDENCIALES = 'Usuario o contraseña incorrectos';
export const ERROR_LOGIN = 'Ocurrió un error al intentar iniciar sesión';

interface Sesion {
  token: string | null;
  id: number | null;
  perfil: string | null;
  usuario: Usuario | null;
}

interface AuthState extends Sesion {
  error: string | null;
  login: (email: string, contrasena: string) => Promise<void>;
  /** A session the API answered elsewhere (an invitation's or a reset's link): the same start as a login's; throws if it fails. */
  entrar: (sesion: SesionDeLogin) => Promise<void>;
  logout: () => void;
  /** After an own password change: the server ended the other sessions and answered a new token for this one. */
  renovarToken: (token: string) => void;
  /** Start with a stored token: confirm it with /usuarios/usuarios/me and reload the data (§2). */
  restaurarSesion: () => Promise<void>;
}

/** 401 is spec §8's credentials error; too many failed attempts (429) say how long to wait. */
function errorDeLogin(error: unknown): string {
  const estado = estadoDeError(error);
  if (estado === 401) return ERROR_CREDENCIALES;
  // 403: LOGIN_CONTRASENA=administradores, 'Inicie sesión con …'.
  if (estado === 429 || estado === 403) return mensajeDeError(error) ?? ERROR_LOGIN;
  return ERROR_LOGIN;
}

/**
 * What a new session loads before `login` and `restaurarSesion` resolve (spec §4). The session's
 * wiring (app/cableadoDeSesion.ts) plugs it in, so this store imports no other store.
 */
let cargarDatosDeSesion: () => Promise<void> = async () => undefined;
export const alIniciarSesionCargar = (cargar: () => Promise<void>): void => {
  cargarDatosDeSesion = cargar;
};

const sinSesion: Sesion = { token: null, id: null, perfil: null, usuario: null };

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => {
      /** Keeps the token, reads who signed in, and keeps the device value under the e-mail typed (else theirs). */
      async function iniciar({ token, id, perfil, dispositivo }: SesionDeLogin, email?: string) {
        // An API deployed before device values answers none: the one held stays.
        if (dispositivo && email) localStorage.setItem(claveDispositivo(email), dispositivo);
        localStorage.setItem(CLAVE_TOKEN, token);
        set({ token, id, perfil });
        const usuario = await getMe();
        if (dispositivo && !email) localStorage.setItem(claveDispositivo(usuario.email), dispositivo);
        set({ usuario });
      }

      return {
        ...sinSesion,
        token: leerToken(),
        error: null,

        async login(email, contrasena) {
          // Cleared first so the same error shown twice still counts as a change for the login screen.
          set({ error: null });
          try {
            // The value this e-mail's last login here earned (absent: not sent) lets it in while others' failures lock the account.
            const guardado = localStorage.getItem(claveDispositivo(email)) ?? undefined;
            await iniciar(await postLogin({ email, contrasena, dispositivo: guardado }), email);
          } catch (error) {
            get().logout();
            set({ error: errorDeLogin(error) });
            return;
          }
          await cargarDatosDeSesion();
        },

        async entrar(sesion) {
          try {
            await iniciar(sesion);
          } catch (error) {
            get().logout();
            throw error;
          }
          await cargarDatosDeSesion();
        },

        renovarToken(token) {
          localStorage.setItem(CLAVE_TOKEN, token);
          set({ token });
        },

        logout() {
          const { id } = get();
          localStorage.removeItem(CLAVE_TOKEN);
          if (id !== null) localStorage.removeItem(claveHorasDeUsuario(id));
          localStorage.removeItem(CLAVE_SEMANA_ACTUAL);
          // The query cache and the app store empty themselves when the token goes.
          set({ ...sinSesion, error: null });
        },

        async restaurarSesion() {
          const token = leerToken();
          if (!token) return;
          try {
            const usuario = await getMe();
            set({ token, id: usuario.id, perfil: usuario.perfil, usuario });
          } catch (error) {
            // A 401 already ended the session (see below); anything else keeps the stored one.
            console.error('No se pudo restaurar la sesión', error);
            return;
          }
          await cargarDatosDeSesion();
        },
      };
    },
    {
      name: 'auth',
      storage: almacenEnRaiz<Omit<Sesion, 'token'>>(),
      // The token has its own key (§9); the rest of the session rides in the root key.
      partialize: ({ id, perfil, usuario }) => ({ id, perfil, usuario }),
    },
  ),
);

setAuthHandlers({
  getToken: () => useAuthStore.getState().token,
  // The route guards see the empty token and send the visitor to /login.
  onUnauthorized: () => useAuthStore.getState().logout(),
});
