import type { ZodType } from 'zod';

/**
 * An antd Form rule from one of the API's zod schemas: a form refuses a value with the very
 * message the server would answer. `required` makes antd check an empty, untouched field too; an
 * empty text counts as missing, so it gets the schema's 'obligatorio' message, not a format one.
 * `opcional`: a field that may stay empty (its schema takes a missing value).
 */
export const reglaDe = (esquema: ZodType, { opcional = false } = {}) => ({
  required: !opcional,
  validator: async (_regla: unknown, valor: unknown): Promise<void> => {
    const resultado = esquema.safeParse(valor === '' ? undefined : valor);
    if (!resultado.success) throw new Error(resultado.error.issues[0].message);
  },
});
