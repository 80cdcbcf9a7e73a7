import { BotonOcupado, propsDeBotonOcupado } from '@horas/shared';
import { Popconfirm } from 'antd';
import { useRef, useState } from 'react';

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

/** The side of `boton` with more room in the window. */
function ladoConMasEspacio(boton: HTMLElement): 'top' | 'bottom' {
  const { top, bottom } = boton.getBoundingClientRect();
  return top >= window.innerHeight - bottom ? 'top' : 'bottom';
}

/** A small button that asks first, and shows it is working until the action ends. */
export function BotonConfirmado({ accion, nombre, pregunta, explicacion, peligro = false, alConfirmar }: Props) {
  const [trabajando, setTrabajando] = useState(false);
  const disparador = useRef<HTMLButtonElement>(null);
  const [lado, setLado] = useState<'top' | 'bottom'>('top');
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
      // The confirmation opens on the side with room and stays there: antd would flip or slide it
      // whenever the page scrolls while it is open (a scroll that brings 'Desactivar' to the window's
      // edge, as Playwright's fourth attempt at a click does), and a click pressed on 'Desactivar'
      // just then was released over something else. Only the sideways shift that keeps it in the
      // window is left.
      placement={lado}
      align={{ overflow: { shiftX: true } }}
      onOpenChange={(abierta) => {
        if (abierta && disparador.current) setLado(ladoConMasEspacio(disparador.current));
      }}
      // In the page's <main>, not at the end of <body>: the question and its buttons belong to a
      // landmark, as all the page's content does (antd marks the popup a tooltip, not a dialog).
      getPopupContainer={(boton) => boton.closest('main') ?? document.body}
    >
      <BotonOcupado ref={disparador} size="small" danger={peligro} ocupado={trabajando} aria-label={nombre}>{accion}</BotonOcupado>
    </Popconfirm>
  );
}
