import { expect, it, vi } from 'vitest';
import { registrarFallo, tareaPeriodica } from '../src/lib/tarea-periodica';

const sinConexion = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

it('a periodic task whose runs fail while the database is away keeps its schedule and runs again once it is back', async () => {
  let fallos = 3;
  let exitos = 0;
  const log = { warn: vi.fn(), error: vi.fn() };
  const tarea = tareaPeriodica(async () => {
    if (fallos > 0) { fallos--; throw sinConexion(); }
    exitos++;
  }, 20, registrarFallo(log, 'Recordatorios de horas: la ejecución programada falló'));
  try {
    await vi.waitFor(() => expect(exitos).toBeGreaterThan(0), { timeout: 10_000 });
  } finally {
    await tarea.detener();
  }
  expect(log.warn).toHaveBeenCalledTimes(3);
  expect(log.warn).toHaveBeenCalledWith({ causa: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'Recordatorios de horas: la ejecución programada falló (base de datos no disponible)');
  expect(log.error).not.toHaveBeenCalled();
});

it('any other failure of a run is logged as an error with its stack', () => {
  const log = { warn: vi.fn(), error: vi.fn() };
  const error = new TypeError('x is undefined');
  registrarFallo(log, 'Historial: la purga falló')(error);
  expect(log.error).toHaveBeenCalledWith({ err: error }, 'Historial: la purga falló');
  expect(log.warn).not.toHaveBeenCalled();
});
