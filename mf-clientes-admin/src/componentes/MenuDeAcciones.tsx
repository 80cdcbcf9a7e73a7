import { propsDeBotonOcupado } from '@horas/shared';
import { Button, Dropdown, Modal } from 'antd';
import { useRef, useState } from 'react';

/** What a row's action asks before it runs: its question, and what it means under it. */
export interface Confirmacion {
  pregunta: string;
  explicacion: string;
}

export interface AccionDeFila {
  /** The item's text, also the confirming button's: 'Desactivar', 'Desvincular SSO'. */
  texto: string;
  /** Runs the action; one with a `confirmacion` keeps its dialog open, its button busy, until this ends. */
  alElegir: () => void | Promise<void>;
  confirmacion?: Confirmacion;
  /** Red, in the menu and on the confirming button: the row stops working ('Desactivar'). */
  peligro?: boolean;
  deshabilitada?: boolean;
}

interface Props {
  /** The row's name, in the button's and the menu's accessible names: 'Acciones de Ana García'. */
  nombre: string;
  acciones: AccionDeFila[];
}

/**
 * A row's actions behind one small 'Acciones' button: the table stays narrow, and a red action shows
 * only inside the menu, then asks first. After a choice the focus is back on the button, so a dialog
 * that opens from it returns the focus there when it closes (the menu's item is hidden by then).
 */
export function MenuDeAcciones({ nombre, acciones }: Props) {
  const boton = useRef<HTMLButtonElement>(null);
  // The action being confirmed; kept once the dialog closes, so its texts stay as it fades out.
  const [aConfirmar, setAConfirmar] = useState<AccionDeFila | null>(null);
  const [preguntando, setPreguntando] = useState(false);
  const [trabajando, setTrabajando] = useState(false);
  const elegir = (texto: string) => {
    const accion = acciones.find((a) => a.texto === texto);
    boton.current?.focus();
    if (!accion?.confirmacion) return void accion?.alElegir();
    setAConfirmar(accion);
    setPreguntando(true);
  };
  const confirmar = async () => {
    setTrabajando(true);
    try {
      await aConfirmar?.alElegir();
    } finally {
      setTrabajando(false);
      setPreguntando(false);
    }
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        // Opened from the keyboard, the arrows move through the items at once.
        autoFocus
        menu={{
          'aria-label': `Acciones de ${nombre}`,
          items: acciones.map(({ texto, peligro, deshabilitada }) => ({ key: texto, label: texto, danger: peligro, disabled: deshabilitada })),
          onClick: ({ key, domEvent }) => {
            // An item picked with Enter: the key's own click would land on the button, focused by
            // now, and open the menu again over the dialog.
            domEvent.preventDefault();
            elegir(key);
          },
        }}
        // In the page's <main>, as all its content: the menu belongs to a landmark.
        getPopupContainer={(disparador) => disparador.closest('main') ?? document.body}
      >
        <Button ref={boton} size="small" aria-label={`Acciones de ${nombre}`}>Acciones</Button>
      </Dropdown>
      <Modal
        open={preguntando}
        title={aConfirmar?.confirmacion?.pregunta}
        okText={aConfirmar?.texto}
        cancelText="Cancelar"
        okButtonProps={{ danger: aConfirmar?.peligro, ...propsDeBotonOcupado(trabajando) }}
        onOk={() => void confirmar()}
        onCancel={() => setPreguntando(false)}
        width={416}
        // Gone once closed: one dialog in the page at a time, however many rows.
        destroyOnHidden
      >
        {aConfirmar?.confirmacion?.explicacion}
      </Modal>
    </>
  );
}
