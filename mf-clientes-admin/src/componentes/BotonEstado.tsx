import { BotonOcupado, propsDeBotonOcupado } from '@horas/shared';
import { Popconfirm } from 'antd';
import { useState } from 'react';

interface Props {
  activo: boolean;
  /** Who or what the button acts on, in its accessible name: 'Desactivar Ana García'. */
  nombre: string;
  /** The confirmation's question, e.g. "¿Desactivar el servicio 'Soporte'?". */
  pregunta: string;
  /** What the change means, under the question. */
  explicacion: string;
  alConfirmar: () => Promise<void>;
}

/** 'Desactivar' / 'Activar' with a confirmation: nothing is deleted, an item only leaves the pickers for new entries. */
export function BotonEstado({ activo, nombre, pregunta, explicacion, alConfirmar }: Props) {
  const [cambiando, setCambiando] = useState(false);
  const accion = activo ? 'Desactivar' : 'Activar';
  const confirmar = async () => {
    setCambiando(true);
    try {
      await alConfirmar();
    } finally {
      setCambiando(false);
    }
  };
  return (
    <Popconfirm
      title={pregunta}
      description={explicacion}
      okText={accion}
      cancelText="Cancelar"
      // The confirmation stays open until the answer; its button is busy our way, not with antd's
      // `loading`, which it would otherwise set while `confirmar`'s promise runs.
      okButtonProps={{ loading: false, ...propsDeBotonOcupado(cambiando) }}
      onConfirm={confirmar}
      // In the page's <main>, not at the end of <body>: the question and its buttons belong to a
      // landmark, as all the page's content does (antd marks the popup a tooltip, not a dialog).
      getPopupContainer={(boton) => boton.closest('main') ?? document.body}
    >
      <BotonOcupado size="small" danger={activo} ocupado={cambiando} aria-label={`${accion} ${nombre}`}>{accion}</BotonOcupado>
    </Popconfirm>
  );
}
