interface EstadoLista {
  lista: { id: number; nombre: string }[];
  cargando: boolean;
  error: boolean;
}

interface Textos {
  placeholder: string;
  cargando: string;
  error: string;
}

/** Options, placeholder and spinner of a Select fed by a fetched list (spec §2 placeholders). */
export const propsDeLista = ({ lista, cargando, error }: EstadoLista, textos: Textos) => ({
  options: error
    ? [{ value: -1, label: textos.error, disabled: true }]
    : lista.map((item) => ({ value: item.id, label: item.nombre })),
  placeholder: cargando ? textos.cargando : textos.placeholder,
  loading: cargando,
});
