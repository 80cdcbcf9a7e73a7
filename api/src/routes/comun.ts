import { errorSchema } from '@horas/shared/contracts';

/** Error answers documented on every protected route. */
export const errores = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema } as const;
/** …and on writes that can meet a name or a limit already taken. */
export const conConflicto = { ...errores, 409: errorSchema } as const;
export const seguridad = [{ bearerAuth: [] }];
