import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { HorasProviders, type Cliente, type Hora, type Tarea } from '@horas/shared';

let siguienteId = 1000;

export function unaHora(cambios: Partial<Hora> = {}): Hora {
  const id = cambios.id ?? siguienteId++;
  return {
    id,
    clienteId: 1,
    servicioId: 10,
    tareaId: 100,
    horas: 2,
    descripcion: `Trabajo ${id}`,
    usuarioId: 7,
    fechaCarga: '17/11/2026',
    senorityhora: 'Senior',
    cliente: { id: 1, nombre: 'Acme' },
    usuario: { id: 7, nombre: 'Ana', apellidos: 'García', areas: [] },
    servicio: { nombre: 'Desarrollo' },
    tarea: { nombre: 'Programación' },
    ...cambios,
  };
}

export const clientes: Cliente[] = [
  { id: 1, nombre: 'Acme', descripcion: null, correo: null, numeroContacto: null, direccion: null, estado: true, areas: [], servicios: [] },
  { id: 2, nombre: 'Globex', descripcion: null, correo: null, numeroContacto: null, direccion: null, estado: true, areas: [], servicios: [] },
];

export const tareasDefault: Tarea[] = [
  { id: 900, nombre: 'Capacitación', servicioId: null, activo: true },
  { id: 901, nombre: 'Reunión interna', servicioId: null, activo: true },
];

export const sesion = { id: 7, perfil: 'Senior' };

/** Renders inside the shell's providers (locale, theme, App for message/modal); no motion, for speed. */
export const renderConProviders = (ui: ReactElement) =>
  render(
    <HorasProviders>
      <ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>
    </HorasProviders>,
  );
