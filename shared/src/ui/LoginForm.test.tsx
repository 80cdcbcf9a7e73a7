import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { useAuthStore } from '../auth/useAuthStore';
import { LoginForm } from './LoginForm';

it('runs alEnviar as valid credentials go out, before the server answers', async () => {
  // The server's answer never arrives during the test.
  const login = vi.fn(() => new Promise<void>(() => undefined));
  useAuthStore.setState({ login });
  const alEnviar = vi.fn();
  render(<LoginForm alEnviar={alEnviar} />);

  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await screen.findByText('Ingrese su usuario');
  expect(alEnviar).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Usuario'), 'ana.garcia@horas.local');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Ana#2026');
  await userEvent.click(screen.getByRole('button', { name: /Iniciar sesión/ }));
  await waitFor(() => expect(login).toHaveBeenCalledWith('ana.garcia@horas.local', 'Ana#2026'));
  expect(alEnviar).toHaveBeenCalledOnce();
});

it('runs alEmpezar once, when the user starts typing, not when the form appears', async () => {
  const alEmpezar = vi.fn();
  render(<LoginForm alEmpezar={alEmpezar} />);
  expect(alEmpezar).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Usuario'), 'ana');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'x');
  expect(alEmpezar).toHaveBeenCalledOnce();
});

it("asks for each missing field with the form's messages", async () => {
  render(<LoginForm />);
  await userEvent.type(screen.getByLabelText('Usuario'), 'ana.garcia@horas.local');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByText('Ingrese su contraseña')).toBeInTheDocument();
  expect(screen.queryByText('Ingrese su usuario')).toBeNull();
  expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
});
