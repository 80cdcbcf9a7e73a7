import { z } from 'zod';

const es = z.locales.es();

/**
 * Spanish default messages for every zod schema (the contracts' own messages, e.g. the spec's
 * texts, take precedence); the field is named so the client knows what to fix.
 */
export function configurarZodEnEspanol(): void {
  z.config(es);
  z.config({
    customError: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}`;
      const base = es.localeError(issue);
      const texto = typeof base === 'string' ? base : (base?.message ?? 'Dato inválido');
      const campo = issue.path?.length ? issue.path.join('.') : '';
      return campo ? `${texto} (campo: ${campo})` : texto;
    },
  });
}
