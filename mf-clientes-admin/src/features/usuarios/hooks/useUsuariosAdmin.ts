import { claves, getPerfiles, getUsuariosAdmin } from '@horas/shared';
import { useQuery } from '@tanstack/react-query';

/** Every user, inactive ones too, with e-mail, perfil, areas and state. */
export const useUsuariosAdmin = () => useQuery({ queryKey: claves.usuarios, queryFn: getUsuariosAdmin });

/** The perfiles a user may have (the API's list, plus any the data already holds). */
export const usePerfiles = () => useQuery({ queryKey: claves.perfiles, queryFn: getPerfiles });
