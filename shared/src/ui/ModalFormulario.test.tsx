import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { expect, it } from 'vitest';
import { ModalFormulario } from './ModalFormulario';

function Nombre({ abierto }: { abierto: boolean }) {
  const [form] = Form.useForm<{ nombre: string; nota: string }>();
  return (
    <ModalFormulario titulo="Crear Área" abierto={abierto} onCerrar={() => {}} textoAceptar="Crear" form={form} alEnviar={async () => {}} errorGenerico="Error">
      <Form.Item name="nombre" label="Nombre"><Input /></Form.Item>
      <Form.Item name="nota" label="Nota"><Input /></Form.Item>
    </ModalFormulario>
  );
}

it('opens in its first field, not on the close button its focus lock would choose', async () => {
  render(<Nombre abierto />);
  const dialogo = await screen.findByRole('dialog', { name: 'Crear Área' });
  await waitFor(() => expect(within(dialogo).getByLabelText('Nombre')).toHaveFocus());
});

it('leaves the focus where the person already is when it has finished opening', async () => {
  const { rerender } = render(<Nombre abierto={false} />);
  rerender(<Nombre abierto />);
  const dialogo = await screen.findByRole('dialog', { name: 'Crear Área' });
  await userEvent.click(within(dialogo).getByLabelText('Nota'));
  await act(async () => { await new Promise((listo) => setTimeout(listo, 50)); });
  expect(within(dialogo).getByLabelText('Nota')).toHaveFocus();
});
