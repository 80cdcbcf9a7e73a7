/** Case- and accent-insensitive text, so 'clinica' finds 'Clínica' and 'rio' finds 'Río'. */
const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export const coincideBusqueda = (busqueda: string, texto: string): boolean => normalizar(texto).includes(normalizar(busqueda));

/**
 * `showSearch` of every searchable Select (options with a text `label`): typing matches the label
 * whatever its accents and case.
 */
export const busquedaSinAcentos = {
  filterOption: (busqueda: string, opcion?: { label?: unknown }): boolean => coincideBusqueda(busqueda, String(opcion?.label ?? '')),
};
