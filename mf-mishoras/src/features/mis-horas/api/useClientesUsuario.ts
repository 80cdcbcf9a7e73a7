import { estadoDeLista, useClientesDelUsuario } from '@horas/shared';

/** The user's clients for the client filter, from the session's shared query. */
export const useClientesUsuario = () => estadoDeLista(useClientesDelUsuario());
