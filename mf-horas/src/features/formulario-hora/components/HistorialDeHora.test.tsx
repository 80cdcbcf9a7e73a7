import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Hora, PaginaHistorial } from '@horas/shared';
import {
  clientesDePrueba as clientes, renderizar, servidorFalso, sesionDePrueba as sesion, tareasDefaultDePrueba as tareasDefault, unaHora, unRegistroHistorial,
  type Rutas,
} from '@horas/shared/testing';
import { FormularioHoraModal } from './FormularioHoraModal';

const HORA = unaHora({ id: 1000, horas: 4, descripcion: 'Reunión semanal', fechaCarga: '24/11/2026' });
const a = (hora: number, minuto: number) => new Date(2026, 10, 24, hora, minuto).toISOString();

const MODIFICADA = unRegistroHistorial({ en: a(11, 30), cambios: { fecha: ['2026-11-24', '2026-11-24'], horas: [3.5, 4], descripcion: ['Reunión', 'Reunión semanal'] } });
const CARGADA = unRegistroHistorial({ en: a(9, 5), accion: 'crear', cambios: { fecha: [null, '2026-11-24'], tarea: [null, 'Programación'], horas: [null, 3.5] } });

const abrir = (hora?: Hora) =>
  renderizar(
    <FormularioHoraModal abierto fechaCarga="24/11/2026" hora={hora} sesion={sesion} clientes={clientes} tareasDefault={tareasDefault} onGuardado={vi.fn()} onCerrar={vi.fn()} />,
  );

const catalogo: Rutas = {
  'GET /servicios/servicios/cliente/:id': [200, [{ id: 10, nombre: 'Desarrollo', areaId: 1, activo: true }]],
  'GET /tareas/tareas/servicio/:id': [200, [{ id: 100, nombre: 'Programación', servicioId: 10, activo: true }]],
};
const historiales = (pedidos: { url?: string; params?: unknown }[]) => pedidos.filter((p) => p.url === '/historial').map((p) => p.params);
const registros = () => within(screen.getByRole('region', { name: 'Historial de la hora' })).getAllByRole('listitem').map((li) => li.textContent);

describe("an entry's 'Historial' in its edit dialog", () => {
  it('asks for nothing until opened, then shows the entry\'s records as sentences, newest first, and the next page with \'Cargar más\'', async () => {
    const paginas: Record<string, PaginaHistorial> = {
      primera: { items: [MODIFICADA], siguiente: 'c-2' },
      'c-2': { items: [CARGADA], siguiente: null },
    };
    const pedidos = servidorFalso({ ...catalogo, 'GET /historial': (pedido) => [200, paginas[(pedido.params as { cursor?: string }).cursor ?? 'primera']] });
    const { usuario } = abrir(HORA);
    const dialogo = screen.getByRole('dialog', { name: 'Editar hora - 24/11/2026' });
    expect(within(dialogo).getByLabelText('Descripción')).toHaveValue('Reunión semanal');
    expect(historiales(pedidos)).toEqual([]);

    await usuario.click(within(dialogo).getByRole('button', { name: 'Historial' }));
    await waitFor(() => expect(registros()).toEqual(['24/11/2026 11:30 Ana García modificó horas del 24/11/2026: Horas 3.50 → 4.00; Descripción «Reunión» → «Reunión semanal»']));
    expect(historiales(pedidos)).toEqual([{ entidad: 'hora', entidadId: '1000' }]);

    await usuario.click(within(dialogo).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(registros()).toHaveLength(2));
    expect(registros()[1]).toBe('24/11/2026 09:05 Ana García cargó horas del 24/11/2026: Tarea «Programación»; Horas 3.50');
    expect(historiales(pedidos).at(-1)).toEqual({ entidad: 'hora', entidadId: '1000', cursor: 'c-2' });
    expect(within(dialogo).queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('shows the change just saved while it is open', async () => {
    let items = [CARGADA];
    servidorFalso({
      ...catalogo,
      'GET /historial': () => [200, { items, siguiente: null }],
      'PUT /horas/actualizarhoras/:id': () => {
        items = [MODIFICADA, CARGADA];
        return [200, HORA];
      },
    });
    const { usuario } = abrir(HORA);
    const dialogo = screen.getByRole('dialog');
    await usuario.click(within(dialogo).getByRole('button', { name: 'Historial' }));
    await waitFor(() => expect(registros()).toHaveLength(1));

    await usuario.click(within(dialogo).getByRole('button', { name: 'Actualizar horas' }));
    await waitFor(() => expect(registros()).toHaveLength(2));
    expect(registros()[0]).toMatch(/^24\/11\/2026 11:30 Ana García modificó horas del 24\/11\/2026/);
  });

  it('says so when the entry has no records, or when they cannot be loaded, and tries again', async () => {
    let respuesta: [number, unknown] = [403, { mensaje: 'Solo puede consultar el historial de sus propias horas.' }];
    servidorFalso({ ...catalogo, 'GET /historial': () => respuesta });
    const { usuario } = abrir(HORA);
    await usuario.click(screen.getByRole('button', { name: 'Historial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo puede consultar el historial de sus propias horas.');

    respuesta = [200, { items: [], siguiente: null }];
    await usuario.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay cambios registrados.')).toBeInTheDocument();
  });

  it('a new entry has no history', () => {
    servidorFalso({});
    abrir();
    expect(screen.getByRole('button', { name: 'Cargar horas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Historial' })).not.toBeInTheDocument();
  });
});
