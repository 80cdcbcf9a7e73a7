import { beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '../auth/useAuthStore';
import { servidorFalso } from '../../testing';
import { getTareas, login } from '.';

beforeEach(() => {
  localStorage.setItem('token', 't-1');
  useAuthStore.setState({ token: 't-1', id: 2, perfil: 'Senior' });
});

it('sends the Bearer token on every call but login', async () => {
  const pedidos = servidorFalso({ 'GET /tareas/tareas': [200, []], 'POST /usuarios/login': [200, {}] });

  await getTareas();
  await login({ email: 'a@b.c', contrasena: 'x' });

  expect(pedidos[0].headers.Authorization).toBe('Bearer t-1');
  expect(pedidos[1].headers.Authorization).toBeUndefined();
});

it('clears the session on any 401 and still rejects the call', async () => {
  servidorFalso({ 'GET /tareas/tareas': [401, { mensaje: 'Token inválido' }] });

  await expect(getTareas()).rejects.toThrow();

  expect(useAuthStore.getState()).toMatchObject({ token: null, id: null, perfil: null });
  expect(localStorage.getItem('token')).toBeNull();
});

it('a 401 on login is a wrong password, not an expired session', async () => {
  servidorFalso({ 'POST /usuarios/login': [401] });

  await expect(login({ email: 'a@b.c', contrasena: 'x' })).rejects.toThrow();

  expect(useAuthStore.getState().token).toBe('t-1');
});
