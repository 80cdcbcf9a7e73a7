import {
  actualizarUsuario, busquedaSinAcentos, contrasenaNuevaSchema, crearUsuario, crearUsuarioBodySchema, MAX_CARACTERES, ModalFormulario, reglaDe, type Usuario,
} from '@horas/shared';
import { Alert, App, Form, Input, Select, type FormInstance } from 'antd';
import { CampoAreas } from '../../../componentes/CampoAreas';
import { useAreas } from '../../../hooks/useAreas';
import { usePerfiles } from '../hooks/useUsuariosAdmin';
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

/** A user's data; a new user also gets an initial password, which they change on first use. */
export function ModalUsuario({ edicion, onCerrar, alGuardar }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Valores>();
  const areas = useAreas();
  const perfiles = usePerfiles();
  const editado = edicion?.modo === 'editar' ? edicion.usuario : null;

  const enviar = async ({ email, nombre, apellidos, perfil, areaIds = [], areasResponsable = [], contrasena }: Valores) => {
    const datos = { nombre, apellidos, perfil, areaIds, areasResponsable };
    if (editado) {
      // The e-mail only when it changes: a mistyped one can be corrected, an unchanged one is not re-checked.
      await actualizarUsuario(editado.id, { ...datos, ...(email !== editado.email && { email }), activo: editado.activo });
    } else {
      await crearUsuario({ ...datos, email, contrasena: contrasena ?? '' });
    }
    await alGuardar();
    onCerrar();
    void message.success(editado ? TEXTOS_USUARIOS.actualizado : TEXTOS_USUARIOS.creado);
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
        <Form.Item name="contrasena" label="Contraseña inicial" rules={[reglaDe(contrasenaNuevaSchema)]}>
          <Input.Password maxLength={MAX_CARACTERES.contrasena} autoComplete="new-password" />
        </Form.Item>
      )}
    </ModalFormulario>
  );
}
