import { mensajeDeError } from '@horas/shared';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { BotonEstado } from '../../../componentes/BotonEstado';
import { NIVELES, type ElementoCatalogo, type Nivel } from '../utils/niveles';

interface Props {
  nivel: Nivel;
  elemento: ElementoCatalogo;
  onRenombrar: () => void;
  /** Reloads the catalogue after a change. */
  alCambiar: () => Promise<void>;
  /** A further action of this row, e.g. 'Crear Servicio' in an area. */
  children?: ReactNode;
}

/** 'Renombrar' and 'Desactivar' / 'Activar' of one area, service or task. */
export function AccionesElemento({ nivel, elemento, onRenombrar, alCambiar, children }: Props) {
  const { message } = App.useApp();
  const textos = NIVELES[nivel];
  const alternar = async () => {
    try {
      await textos.actualizar(elemento.id, { activo: !elemento.activo });
    } catch (error) {
      void message.error(mensajeDeError(error) ?? textos.errorGuardar);
      return;
    }
    await alCambiar();
    void message.success(elemento.activo ? textos.desactivado : textos.activado);
  };
  return (
    <Space wrap size="small">
      <Button size="small" onClick={onRenombrar} aria-label={`Renombrar ${elemento.nombre}`}>Renombrar</Button>
      <BotonEstado
        activo={elemento.activo}
        nombre={elemento.nombre}
        pregunta={`¿${elemento.activo ? 'Desactivar' : 'Activar'} ${textos.conArticulo} '${elemento.nombre}'?`}
        explicacion={elemento.activo
          ? 'Deja de ofrecerse para horas nuevas; las horas ya cargadas se conservan.'
          : 'Vuelve a ofrecerse para horas nuevas.'}
        alConfirmar={alternar}
      />
      {children}
    </Space>
  );
}
