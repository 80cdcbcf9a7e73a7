import { Button, Popconfirm } from 'antd';
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
    <Popconfirm title={pregunta} description={explicacion} okText={accion} cancelText="Cancelar" okButtonProps={{ danger: peligro }} onConfirm={confirmar}>
      <Button size="small" danger={peligro} loading={trabajando} aria-label={nombre}>{accion}</Button>
    </Popconfirm>
  );
}
