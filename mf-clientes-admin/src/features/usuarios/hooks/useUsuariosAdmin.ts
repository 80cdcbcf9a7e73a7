import { getPerfiles, getUsuariosAdmin } from '@horas/shared';
import { useCarga } from '../../../hooks/useCarga';

/** Every user, inactive ones too, with e-mail, perfil, areas and state. */
export const useUsuariosAdmin = () => useCarga(getUsuariosAdmin);

/** The perfiles a user may have (the API's list, plus any the data already holds). */
export const usePerfiles = () => useCarga(getPerfiles);
