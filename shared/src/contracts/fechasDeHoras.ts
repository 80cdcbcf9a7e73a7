import type { RegistroParaFrase } from './frasesDeHistorial';

type ConFecha<R> = R & Pick<RegistroParaFrase, 'entidad' | 'entidadId' | 'cambios' | 'fechaHora'>;

/**
 * A record of an hour entry holds only what changed, so a change of its hours or description does
 * not say the entry's day. The day is known from the entry's other records in the list (its
 * creation or a change of day before it, its deletion or a change of day after it) or, for the
 * newest, from the entry as it is now (`fechaActual`, dd/MM/yyyy): each record that lacks it gets
 * it as `fechaHora`, which the sentence reads. Records newest first, as the API lists them; other
 * entities pass as they are. (historial.xlsx finds the same day in SQL: the API's repository.)
 */
export function conFechasDeHoras<R>(registros: ConFecha<R>[], fechaActual?: { horaId: number; fecha: string }): ConFecha<R>[] {
  const fechas = new Map<ConFecha<R>, string>();
  const porHora = new Map<string, ConFecha<R>[]>();
  for (const registro of registros) {
    if (registro.entidad !== 'hora' || registro.entidadId === null) continue;
    porHora.set(registro.entidadId, [...(porHora.get(registro.entidadId) ?? []), registro]);
  }
  for (const [horaId, deLaHora] of porHora) {
    // Newest to oldest: a change of day says what it was before; the entry now, what it is.
    let conocida = fechaActual && String(fechaActual.horaId) === horaId ? fechaActual.fecha : undefined;
    for (const registro of deLaHora) {
      const cambio = registro.cambios.fecha as [string | null, string | null] | undefined;
      if (!cambio) {
        if (conocida) fechas.set(registro, conocida);
        continue;
      }
      conocida = cambio[0] ?? undefined;
    }
    // Oldest to newest: a creation or a change of day says what it is after.
    conocida = undefined;
    for (const registro of [...deLaHora].reverse()) {
      const cambio = registro.cambios.fecha as [string | null, string | null] | undefined;
      if (cambio) conocida = cambio[1] ?? undefined;
      else if (conocida && !fechas.has(registro)) fechas.set(registro, conocida);
    }
  }
  return registros.map((registro) => {
    const fecha = fechas.get(registro);
    return fecha ? { ...registro, fechaHora: fecha } : registro;
  });
}
