import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

it('keeps what was typed into the prerendered form before React took it over, and sends it', async () => {
  const login = vi.fn(() => new Promise<void>(() => undefined));
  useAuthStore.setState({ login, error: null });
  const contenedor = document.body.appendChild(document.createElement('div'));
  contenedor.innerHTML = renderToString(<LoginForm />);
  // Typed into the HTML while the scripts were still loading.
  (screen.getByLabelText('Usuario') as HTMLInputElement).value = 'ana.garcia@horas.local';
  (screen.getByLabelText('Contraseña') as HTMLInputElement).value = 'Ana#2026';
  expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();

  let raiz: Root | undefined;
  try {
    await act(async () => void (raiz = hydrateRoot(contenedor, <LoginForm />)));
    expect(screen.getByLabelText('Usuario')).toHaveValue('ana.garcia@horas.local');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(login).toHaveBeenCalledWith('ana.garcia@horas.local', 'Ana#2026');
    expect(screen.queryByText('Ingrese su usuario')).toBeNull();
  } finally {
    // Mounted by hand, so unmounted by hand: Testing Library's cleanup knows only its own roots.
    act(() => raiz?.unmount());
    contenedor.remove();
  }
});
