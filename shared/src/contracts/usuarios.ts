import { z } from 'zod';
import { areaSchema } from './common';

export const PERFIL_ADMIN = 'Administrador del sistema';

export const loginBodySchema = z.object({ email: z.string().min(1), contrasena: z.string().min(1) }).strict();
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sesionSchema = z.object({ token: z.string(), id: z.number().int(), perfil: z.string() });
export type Sesion = z.infer<typeof sesionSchema>;

export const usuarioSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  perfil: z.string(),
  areas: z.array(areaSchema),
});
export type Usuario = z.infer<typeof usuarioSchema>;
