import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/lock';
import { aFechaCarga, desdeFechaCarga, fechaIso, hoyEn, inicioDeMes, mesesEntre } from '../src/lib/fechas';
import { validarCantidad } from '../src/services/reglas-horas';
import { horasDemo } from '../src/seed/horas-demo';

describe('dates', () => {
  it('parse and format calendar days', () => {
    expect(desdeFechaCarga('29/02/2028')).toBe('2028-02-29');
    expect(() => desdeFechaCarga('29/02/2027')).toThrow('Fecha inválida: 29/02/2027');
    expect(() => fechaIso('2026-13-01')).toThrow();
    expect(aFechaCarga('2026-03-05')).toBe('05/03/2026');
    expect(inicioDeMes('2026-02-15', 2)).toBe('2025-12-01');
    expect(mesesEntre('2025-11-30', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(mesesEntre('2026-03-05', '2026-03-05')).toEqual(['2026-03']);
  });

  it('"today" is taken in the app time zone', () => {
    const instante = new Date('2026-04-01T01:30:00Z');
    expect(hoyEn('America/Argentina/Buenos_Aires', instante)).toBe('2026-03-31');
    expect(hoyEn('Europe/Madrid', instante)).toBe('2026-04-01');
  });
});

describe('hour rules', () => {
  it('quantities: rounded to hundredths, or a 400 with the rule book message', () => {
    expect(validarCantidad(0.01)).toBe(0.01);
    expect(validarCantidad(24)).toBe(24);
    expect(() => validarCantidad(0)).toThrow('Las horas trabajadas deben ser mayores a cero.');
    expect(() => validarCantidad(24.01)).toThrow('Las horas trabajadas no pueden superar 24 por registro.');
  });

  it('the demo hours are deterministic', () => {
    const opciones = [{ clienteId: 1, servicioId: 1, tareaIds: [1, 2] }];
    const a = horasDemo({ id: 2, perfil: 'Senior' }, opciones, [21], '2026-03-18', 7);
    expect(horasDemo({ id: 2, perfil: 'Senior' }, opciones, [21], '2026-03-18', 7)).toEqual(a);
    expect(a.length).toBeGreaterThan(100);
  });

  it("the demo hours always hold today's, on each of the user's working days", () => {
    const opciones = [{ clienteId: 1, servicioId: 1, tareaIds: [1, 2] }];
    for (let dia = 1; dia <= 28; dia++) {
      const hoy = `2026-11-${String(dia).padStart(2, '0')}`;
      const laborable = ![0, 6].includes(new Date(`${hoy}T00:00:00Z`).getUTCDay());
      for (const semilla of [2026, 2027, 2028, 2029]) {
        const deHoy = horasDemo({ id: 2, perfil: 'Senior' }, opciones, [21], hoy, semilla).filter((fila) => fila.fecha === hoy);
        expect(deHoy.length > 0, `${hoy}, semilla ${semilla}`).toBe(laborable);
      }
    }
  });
});

describe('data dir', () => {
  it('a second lock on the same PGlite dir is refused; a stale lock is taken over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-lock-'));
    const liberar = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'horas-api.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/ya está en uso/);
    fs.writeFileSync(path.join(dir, 'horas-api.lock'), '999999');
    const otra = lockDataDir(dir);
    otra();
    expect(fs.existsSync(path.join(dir, 'horas-api.lock'))).toBe(false);
    liberar();
    fs.rmSync(dir, { recursive: true });
  });

  it.runIf(process.platform === 'linux')('a lock whose pid now belongs to a process started later is taken over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-lock-'));
    const archivo = path.join(dir, 'horas-api.lock');
    const inicioDelPadre = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
    fs.writeFileSync(archivo, `${process.ppid} ${inicioDelPadre}`);
    expect(() => lockDataDir(dir)).toThrow(`ya está en uso por el proceso ${process.ppid}`);
    fs.writeFileSync(archivo, `${process.ppid} 1`); // same pid, another start: the old owner is gone
    const liberar = lockDataDir(dir);
    expect(fs.readFileSync(archivo, 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    liberar();
    expect(fs.existsSync(archivo)).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

});
