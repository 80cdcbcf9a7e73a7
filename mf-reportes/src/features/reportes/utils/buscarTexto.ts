/** Case- and accent-insensitive text, so 'area' finds 'Área' and 'garcia' finds 'García'. */
const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export const coincideBusqueda = (busqueda: string, texto: string) => normalizar(texto).includes(normalizar(busqueda));
