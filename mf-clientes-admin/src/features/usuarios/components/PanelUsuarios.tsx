import { claves, compararEnEspanol, ErrorDeCarga, nombreCompleto, type Usuario } from '@horas/shared';
import { Button, Flex, Table, Tag } from 'antd';
import { BusquedaDeLista, TABLA_DE_LISTA } from '../../../componentes/BusquedaDeLista';
import { TextoEstado } from '../../../componentes/TextoEstado';
import { useRefrescar } from '../../../hooks/useRefrescar';
import { useState } from 'react';
import { ModalJornadaUsuario } from '../../jornadas/components/ModalJornadaUsuario';
import { useUsuariosAdmin } from '../hooks/useUsuariosAdmin';
import { coincideUsuario } from '../utils/busquedaUsuario';
import { TEXTOS_USUARIOS } from '../utils/textos';
import { AccionesUsuario } from './AccionesUsuario';
import { EstadoInvitacion } from './EstadoInvitacion';
import { ModalContrasena } from './ModalContrasena';
import { ModalUsuario, type EdicionUsuario } from './ModalUsuario';

const nombresDeAreas = (areas: Usuario['areas']) => areas.map((a) => a.nombre).join(', ') || '—';

/** Who may sign in: a searchable table of every user, with their perfil, areas, the areas they lead and state ('SSO': linked to the single sign-on). */
export function PanelUsuarios() {
  const usuarios = useUsuariosAdmin();
  const [busqueda, setBusqueda] = useState('');
  const [edicion, setEdicion] = useState<EdicionUsuario | null>(null);
  const [contrasenaDe, setContrasenaDe] = useState<Usuario | null>(null);
  const [jornadaDe, setJornadaDe] = useState<Usuario | null>(null);
  const { data: datos, refetch } = usuarios;
  const refrescar = useRefrescar(claves.usuarios);

  if (usuarios.isError && !datos) {
    return <ErrorDeCarga mensaje={TEXTOS_USUARIOS.errorCargar} reintentar={() => void refetch()} />;
  }

  const visibles = (datos ?? [])
    .filter((u) => coincideUsuario(u, busqueda))
    .sort((a, b) => compararEnEspanol(nombreCompleto(a), nombreCompleto(b)));

  return (
    <Flex vertical gap="small">
      <BusquedaDeLista
        etiqueta="Buscar usuario"
        placeholder="Buscar por nombre, e-mail, perfil o área"
        valor={busqueda}
        alCambiar={setBusqueda}
        crear={<Button type="primary" onClick={() => setEdicion({ modo: 'crear' })}>Crear Usuario</Button>}
      />
      <section aria-label="Usuarios">
        <Table<Usuario>
          {...TABLA_DE_LISTA}
          loading={usuarios.isFetching}
          dataSource={visibles}
          locale={{ emptyText: busqueda ? 'Ningún usuario coincide con la búsqueda.' : 'Todavía no hay usuarios.' }}
          columns={[
            { title: 'Nombre', key: 'nombre', render: (_, u) => nombreCompleto(u) },
            { title: 'E-mail', dataIndex: 'email', key: 'email' },
            { title: 'Perfil', dataIndex: 'perfil', key: 'perfil' },
            { title: 'Áreas', key: 'areas', render: (_, u) => nombresDeAreas(u.areas) },
            { title: 'Responsable de', key: 'responsable', render: (_, u) => nombresDeAreas(u.areas.filter((a) => u.areasResponsable.includes(a.id))) },
            {
              title: 'Estado', key: 'estado',
              render: (_, u) => <><TextoEstado activo={u.activo} />{u.sso && <Tag style={{ marginInlineStart: 8 }}>SSO</Tag>}<EstadoInvitacion usuario={u} /></>,
            },
            {
              title: 'Acciones', key: 'acciones',
              render: (_, u) => (
                <AccionesUsuario
                  usuario={u}
                  onEditar={() => setEdicion({ modo: 'editar', usuario: u })}
                  onContrasena={() => setContrasenaDe(u)}
                  onJornada={() => setJornadaDe(u)}
                  alCambiar={refrescar}
                />
              ),
            },
          ]}
        />
      </section>
      <ModalUsuario edicion={edicion} onCerrar={() => setEdicion(null)} alGuardar={refrescar} />
      <ModalContrasena usuario={contrasenaDe} onCerrar={() => setContrasenaDe(null)} />
      <ModalJornadaUsuario usuario={jornadaDe} onCerrar={() => setJornadaDe(null)} />
    </Flex>
  );
}
