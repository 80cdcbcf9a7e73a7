import {
  actualizarUsuario, busquedaSinAcentos, contrasenaNuevaSchema, crearUsuario, crearUsuarioBodySchema, estadoDeError, MAX_CARACTERES, mensajeDeError,
  ModalFormulario, reglaDe, type Usuario,
} from '@horas/shared';
import { Alert, App, Form, Input, Radio, Select, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { CampoAreas } from '../../../componentes/CampoAreas';
import { useAreas } from '../../../hooks/useAreas';
import { useCorreoConfigurado, useNombreSso, usePerfiles } from '../hooks/useUsuariosAdmin';
import { TEXTOS_USUARIOS } from '../utils/textos';
import { CampoResponsableDe } from './CampoResponsableDe';

/** 'Crear Usuario', or 'Editar Usuario' of one user. */
export type EdicionUsuario = { modo: 'crear' } | { modo: 'editar'; usuario: Usuario };

interface Valores {
  email: string;
  nombre: string;
  apellidos: string;
  perfil: string;
  areaIds?: number[];
  areasResponsable?: number[];
  /** How a new user gets in the first time: by mail, with a password typed here, or through the single sign-on (no password). */
  alta?: 'invitacion' | 'contrasena' | 'sso';
  contrasena?: string;
}

interface Props {
  edicion: EdicionUsuario | null;
  onCerrar: () => void;
  alGuardar: () => Promise<void>;
}

const campo = crearUsuarioBodySchema.shape;

const iniciales = (edicion: EdicionUsuario | null): Partial<Valores> => {
  if (edicion?.modo !== 'editar') return {};
  const { email, nombre, apellidos, perfil, areas, areasResponsable } = edicion.usuario;
  return { email, nombre, apellidos, perfil, areaIds: areas.map((a) => a.id), areasResponsable };
};

/** An area taken out of 'Áreas' leaves 'Responsable de' too: a user leads only areas of theirs. */
const soloDeSusAreas = (form: FormInstance<Valores>) => (cambios: Partial<Valores>, { areasResponsable = [] }: Valores) => {
  if (!('areaIds' in cambios)) return;
  const areaIds = cambios.areaIds ?? [];
  form.setFieldValue('areasResponsable', areasResponsable.filter((id) => areaIds.includes(id)));
};

/**
 * A user's data; a new user gets an invitation by mail (the default when the API sends mail), where
 * they choose their password, an initial password typed here, or, with single sign-on, no password at all.
 */
export function ModalUsuario({ edicion, onCerrar, alGuardar }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Valores>();
  const areas = useAreas();
  const perfiles = usePerfiles();
  const correo = useCorreoConfigurado();
  const nombreSso = useNombreSso();
  const alta: Valores['alta'] = Form.useWatch('alta', form);
  const editado = edicion?.modo === 'editar' ? edicion.usuario : null;
  const creando = edicion?.modo === 'crear';
  // No guess before the API says whether it sends mail: a guess that changed when it answered would
  // take away the password being typed. Once it says, its default, unless a way was already chosen.
  const predeterminada = correo === undefined ? undefined : correo ? 'invitacion' : 'contrasena';
  useEffect(() => {
    if (creando && predeterminada && form.getFieldValue('alta') === undefined) form.setFieldValue('alta', predeterminada);
  }, [creando, predeterminada, form]);

  const terminar = async (aviso: () => void) => {
    await alGuardar();
    onCerrar();
    aviso();
  };

  const crear = async (datos: Parameters<typeof crearUsuario>[0], invitar: boolean) => {
    try {
      await crearUsuario(datos);
    } catch (fallo) {
      // 502: the user exists but the mail failed; 'Reenviar invitación' in the table tries again.
      if (estadoDeError(fallo) !== 502) throw fallo;
      await terminar(() => void message.warning(mensajeDeError(fallo) ?? TEXTOS_USUARIOS.errorInvitacion));
      return;
    }
    await terminar(() => void message.success(invitar ? TEXTOS_USUARIOS.invitado : TEXTOS_USUARIOS.creado));
  };

  const enviar = async ({ email, nombre, apellidos, perfil, areaIds = [], areasResponsable = [], contrasena }: Valores) => {
    const datos = { nombre, apellidos, perfil, areaIds, areasResponsable };
    if (!editado) {
      const invitar = alta === 'invitacion';
      return crear({ ...datos, email, ...(invitar && { invitar }), ...(alta === 'contrasena' && { contrasena: contrasena ?? '' }) }, invitar);
    }
    // The e-mail only when it changes: a mistyped one can be corrected, an unchanged one is not re-checked.
    await actualizarUsuario(editado.id, { ...datos, ...(email !== editado.email && { email }), activo: editado.activo });
    await terminar(() => void message.success(TEXTOS_USUARIOS.actualizado));
  };

  return (
    <ModalFormulario
      titulo={editado ? 'Editar Usuario' : 'Crear Usuario'}
      abierto={edicion !== null}
      onCerrar={onCerrar}
      textoAceptar={editado ? 'Guardar' : 'Crear'}
      form={form}
      valoresIniciales={iniciales(edicion)}
      alEnviar={enviar}
      errorGenerico={editado ? TEXTOS_USUARIOS.errorActualizar : TEXTOS_USUARIOS.errorCrear}
      alCambiar={soloDeSusAreas(form)}
    >
      {/* Not type="email": the browser would block the submit with its own English tooltip before our message. */}
      <Form.Item name="email" label="E-mail" rules={[reglaDe(campo.email)]}>
        <Input inputMode="email" maxLength={MAX_CARACTERES.email} autoComplete="off" />
      </Form.Item>
      <Form.Item name="nombre" label="Nombre" rules={[reglaDe(campo.nombre)]}>
        <Input maxLength={MAX_CARACTERES.nombre} />
      </Form.Item>
      <Form.Item name="apellidos" label="Apellidos" rules={[reglaDe(campo.apellidos)]}>
        <Input maxLength={MAX_CARACTERES.nombre} />
      </Form.Item>
      {perfiles.isError && <Alert type="error" showIcon title={TEXTOS_USUARIOS.errorCargarPerfiles} style={{ marginBottom: 16 }} />}
      <Form.Item name="perfil" label="Perfil" rules={[{ required: true, message: 'El perfil es obligatorio.' }]}>
        <Select
          showSearch={busquedaSinAcentos}
          loading={perfiles.isFetching}
          placeholder="Seleccione un perfil"
          options={perfiles.data?.map((perfil) => ({ value: perfil, label: perfil }))}
        />
      </Form.Item>
      <CampoAreas name="areaIds" label="Áreas" placeholder="Seleccione las áreas del usuario" areas={areas} />
      <CampoResponsableDe form={form} areas={areas.data} />
      {!editado && (
        <Form.Item
          name="alta"
          label="Primer acceso"
          initialValue={predeterminada}
          rules={[{ required: true, message: TEXTOS_USUARIOS.primerAccesoObligatorio }]}
          extra={correo === false && TEXTOS_USUARIOS.invitacionSinCorreo}
        >
          <Radio.Group
            options={[
              { value: 'invitacion', label: 'Enviar invitación por correo', disabled: !correo },
              { value: 'contrasena', label: 'Contraseña inicial' },
              ...(nombreSso === null ? [] : [{ value: 'sso', label: `Ingresa con ${nombreSso}` }]),
            ]}
          />
        </Form.Item>
      )}
      {!editado && alta === 'contrasena' && (
        <Form.Item name="contrasena" label="Contraseña" rules={[reglaDe(contrasenaNuevaSchema)]}>
          <Input.Password maxLength={MAX_CARACTERES.contrasena} autoComplete="new-password" />
        </Form.Item>
      )}
    </ModalFormulario>
  );
}
