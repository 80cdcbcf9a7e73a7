import { BotonOcupado, propsDeBotonOcupado } from '@horas/shared';
import { Popconfirm } from 'antd';
import { useState } from 'react';

interface Props {
  /** The button's text, also the confirmation's: 'Eliminar', 'Desactivar'. */
  accion: string;
  /** Its accessible name, naming what it acts on: 'Desactivar Ana García'. */
  nombre: string;
  /** The confirmation's question. */
  pregunta: string;
  /** What the action means, under the question. */
  explicacion?: string;
  peligro?: boolean;
  alConfirmar: () => Promise<void>;
}

/** A small button that asks first, and shows it is working until the action ends. */
export function BotonConfirmado({ accion, nombre, pregunta, explicacion, peligro = false, alConfirmar }: Props) {
  const [trabajando, setTrabajando] = useState(false);
  const confirmar = async () => {
    setTrabajando(true);
    try {
      await alConfirmar();
    } finally {
      setTrabajando(false);
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
      okButtonProps={{ danger: peligro, loading: false, ...propsDeBotonOcupado(trabajando) }}
      onConfirm={confirmar}
      // In the page's <main>, not at the end of <body>: the question and its buttons belong to a
      // landmark, as all the page's content does (antd marks the popup a tooltip, not a dialog).
      getPopupContainer={(boton) => boton.closest('main') ?? document.body}
    >
      <BotonOcupado size="small" danger={peligro} ocupado={trabajando} aria-label={nombre}>{accion}</BotonOcupado>
    </Popconfirm>
  );
}
