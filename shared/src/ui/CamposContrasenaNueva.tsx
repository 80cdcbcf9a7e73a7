import { Form, Input } from 'antd';
import { contrasenaNuevaSchema, MAX_CARACTERES } from '../contracts';
import { reglaDe } from '../domain/reglaDe';

/** The field names the surrounding antd Form receives. */
export interface ContrasenaNuevaValores {
  nueva: string;
  repetida: string;
}

/**
 * 'Nueva contraseña' and 'Repetir contraseña' for an antd Form: an own password change and an
 * administrator's reset validate a new password the same way before they send it.
 */
export function CamposContrasenaNueva() {
  return (
    <>
      <Form.Item name="nueva" label="Nueva contraseña" rules={[reglaDe(contrasenaNuevaSchema)]}>
        <Input.Password maxLength={MAX_CARACTERES.contrasena} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repetida"
        label="Repetir contraseña"
        dependencies={['nueva']}
        rules={[
          { required: true, message: 'Repita la nueva contraseña.' },
          ({ getFieldValue }) => ({
            validator: async (_regla, valor: string | undefined) => {
              if (valor && valor !== getFieldValue('nueva')) throw new Error('Las contraseñas no coinciden.');
            },
          }),
        ]}
      >
        <Input.Password maxLength={MAX_CARACTERES.contrasena} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
