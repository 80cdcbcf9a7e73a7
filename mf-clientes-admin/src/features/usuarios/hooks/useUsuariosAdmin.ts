import { claves, getOpcionesLogin, getPerfiles, getUsuariosAdmin } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';

/** Every user, inactive ones too, with e-mail, perfil, areas and state. */
export const useUsuariosAdmin = () => useQuery({ queryKey: claves.usuarios, queryFn: getUsuariosAdmin });

/** The perfiles a user may have (the API's list, plus any the data already holds). */
export const usePerfiles = () => useQuery({ queryKey: claves.perfiles, queryFn: getPerfiles });

const useOpcionesLogin = () => useQuery({ queryKey: claves.opcionesLogin, queryFn: getOpcionesLogin, staleTime: Infinity }).data;

/** Whether the API sends mail (undefined until it answers): a new user is invited by default, else given an initial password. */
export const useCorreoConfigurado = (): boolean | undefined => useOpcionesLogin()?.restablecer;

/** The single sign-on's provider name, or null without one: a new user may then sign in only through it. */
export const useNombreSso = () => useOpcionesLogin()?.sso?.nombre ?? null;
