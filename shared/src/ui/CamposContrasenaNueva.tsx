import { Form, Input } from 'antd';
import { contrasenaNuevaSchema } from '../contracts';

/** The field names the surrounding antd Form receives. */
export interface ContrasenaNuevaValores {
  nueva: string;
  repetida: string;
}

/** Checks a new password with the API's own rule, so the form says what the server would. */
async function validarNueva(_regla: unknown, valor: string | undefined) {
  const resultado = contrasenaNuevaSchema.safeParse(valor ?? '');
  if (!resultado.success) throw new Error(resultado.error.issues[0].message);
}

/**
 * 'Nueva contraseña' and 'Repetir contraseña' for an antd Form: an own password change and an
 * administrator's reset validate a new password the same way before they send it.
 */
export function CamposContrasenaNueva() {
  return (
    <>
      <Form.Item name="nueva" label="Nueva contraseña" rules={[{ validator: validarNueva }]}>
        <Input.Password autoComplete="new-password" />
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
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
