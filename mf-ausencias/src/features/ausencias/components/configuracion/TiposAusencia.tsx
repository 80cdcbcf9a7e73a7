import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { mensajeDeError, nombreConEstado, Titulo, type TipoAusencia } from '@horas/shared';
import { useGuardarTipo } from '../../hooks/configuracion';
import { useTiposAusencia } from '../../hooks/consultas';
import { TablaDeConsulta } from '../TablaDeConsulta';
import { DialogoTipo } from './DialogoTipo';

const siNo = (valor: boolean) => (valor ? 'Sí' : 'No');

/** The absence types (administrators see the inactive ones too): create, edit, activate or deactivate. */
export function TiposAusencia() {
  const { message } = App.useApp();
  const tipos = useTiposAusencia();
  const guardar = useGuardarTipo();
  const [editando, setEditando] = useState<TipoAusencia | 'nuevo' | null>(null);
  const alternar = (tipo: TipoAusencia) =>
    guardar.mutate({ id: tipo.id, cuerpo: { activo: !tipo.activo } }, {
      onSuccess: () => void message.success(`${tipo.nombre}: ${tipo.activo ? 'desactivado' : 'activado'}`),
      onError: (fallo) => void message.error(mensajeDeError(fallo) ?? 'No se pudo guardar el tipo de ausencia.'),
    });
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Titulo nivel={2} aspecto={4} style={{ margin: 0 }}>Tipos de ausencia</Titulo>
        <Button onClick={() => setEditando('nuevo')}>Nuevo tipo</Button>
      </Flex>
      <TablaDeConsulta
        consulta={tipos}
        etiqueta="Tipos de ausencia"
        errorDeCarga="No se pudieron cargar los tipos."
        columnas={[
          { title: 'Nombre', key: 'nombre', render: (_, t) => nombreConEstado(t.nombre, t.activo) },
          { title: 'Requiere aprobación', dataIndex: 'requiereAprobacion', render: siNo },
          { title: 'Descuenta saldo', dataIndex: 'descuentaSaldo', render: siNo },
          { title: 'Medio día', dataIndex: 'permiteMedioDia', render: siNo },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_, t) => (
              <Flex gap="small">
                <Button size="small" aria-label={`Editar ${t.nombre}`} onClick={() => setEditando(t)}>Editar</Button>
                <Button size="small" aria-label={`${t.activo ? 'Desactivar' : 'Activar'} ${t.nombre}`} onClick={() => alternar(t)}>
                  {t.activo ? 'Desactivar' : 'Activar'}
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <DialogoTipo tipo={editando} onCerrar={() => setEditando(null)} />
    </div>
  );
}
