import { describe, expect, it } from 'vitest';
import { etiquetaDeAccion, fraseDeHistorial, nombreDeActor, type RegistroParaFrase } from './frasesDeHistorial';

const ANA = { id: 7, nombre: 'Ana', apellidos: 'García' };
const ADMIN = { id: 1, nombre: 'Admin', apellidos: 'Sistema' };

const frase = (registro: Partial<RegistroParaFrase> & Pick<RegistroParaFrase, 'entidad' | 'accion'>) =>
  fraseDeHistorial({ actor: ADMIN, entidadId: '3', cambios: {}, ...registro });

describe('fraseDeHistorial', () => {
  describe('hours', () => {
    it('a change lists each changed field, before → after, in a fixed order; the unchanged date names the entry', () => {
      expect(frase({
        actor: ANA, entidad: 'hora', accion: 'modificar', entidadId: '1000',
        cambios: { descripcion: ['Reunión', 'Reunión semanal'], horas: ['3.50', '4.00'], fecha: ['2026-11-24', '2026-11-24'] },
      })).toBe('Ana García modificó horas del 24/11/2026: Horas 3.50 → 4.00; Descripción «Reunión» → «Reunión semanal»');
    });

    it('a moved entry says both dates; the client, service and task by their names then', () => {
      expect(frase({
        actor: ANA, entidad: 'hora', accion: 'modificar',
        cambios: { fecha: ['2026-11-24', '2026-11-25'], cliente: [{ id: 1, nombre: 'Acme' }, null], tarea: ['Programación', 'Capacitación'] },
      })).toBe('Ana García modificó horas del 25/11/2026: Fecha 24/11/2026 → 25/11/2026; Cliente «Acme» → —; Tarea «Programación» → «Capacitación»');
    });

    it('a creation and a deletion list the values, without the empty ones', () => {
      const valores = { fecha: '2026-11-24', cliente: 'Acme', servicio: 'Desarrollo', tarea: 'Programación', horas: 4, descripcion: 'Reunión', senorityhora: 'Senior' };
      const cambios = (alCrear: boolean) => Object.fromEntries(Object.entries({ ...valores, servicio: alCrear ? 'Desarrollo' : null })
        .map(([campo, valor]) => [campo, (alCrear ? [null, valor] : [valor, null]) as [unknown, unknown]]));
      expect(frase({ actor: ANA, entidad: 'hora', accion: 'crear', cambios: cambios(true) }))
        .toBe('Ana García cargó horas del 24/11/2026: Cliente «Acme»; Servicio «Desarrollo»; Tarea «Programación»; Horas 4.00; Descripción «Reunión»; Seniority «Senior»');
      expect(frase({ actor: ANA, entidad: 'hora', accion: 'eliminar', cambios: cambios(false) }))
        .toBe('Ana García eliminó horas del 24/11/2026: Cliente «Acme»; Tarea «Programación»; Horas 4.00; Descripción «Reunión»; Seniority «Senior»');
    });

    it("reads the spec's fechaCarga as well, and without any date still says what was done", () => {
      expect(frase({ actor: ANA, entidad: 'hora', accion: 'modificar', cambios: { fechaCarga: ['24/11/2026', '24/11/2026'], horas: [1, 2] } }))
        .toBe('Ana García modificó horas del 24/11/2026: Horas 1.00 → 2.00');
      expect(frase({ actor: ANA, entidad: 'hora', accion: 'modificar', cambios: { horas: [1, 2] } })).toBe('Ana García modificó horas n.º 3: Horas 1.00 → 2.00');
    });

    it("names the day known from the entry's other records (fechaHora) for a change that did not touch it", () => {
      expect(frase({ actor: ANA, entidad: 'hora', accion: 'modificar', cambios: { horas: [3.5, 4] }, fechaHora: '24/11/2026' }))
        .toBe('Ana García modificó horas del 24/11/2026: Horas 3.50 → 4.00');
    });
  });

  describe('the catalogue and clients', () => {
    it.each([
      ['cliente', 'el cliente «Acme»'],
      ['area', 'el área «Acme»'],
      ['servicio', 'el servicio «Acme»'],
      ['tarea', 'la tarea «Acme»'],
    ] as const)('a %s by its name', (entidad, objeto) => {
      expect(frase({ entidad, accion: 'crear', cambios: { nombre: [null, 'Acme'] } })).toBe(`Admin Sistema creó ${objeto}`);
      expect(frase({ entidad, accion: 'desactivar', cambios: { nombre: ['Acme', 'Acme'], activo: [true, false] } })).toBe(`Admin Sistema desactivó ${objeto}`);
      expect(frase({ entidad, accion: 'activar', cambios: { activo: [false, true] } })).toBe(`Admin Sistema activó ${objeto.replace('«Acme»', 'n.º 3')}`);
    });

    it('a renamed client is named as it is now; its areas, state and contact data read as the form says them', () => {
      expect(frase({
        entidad: 'cliente', accion: 'modificar',
        cambios: {
          nombre: ['Acme', 'Acme Corp'], estado: [true, false], areas: [['Desarrollo'], [{ id: 1, nombre: 'Desarrollo' }, { id: 2, nombre: 'Diseño' }]],
          numeroContacto: [null, '+54 11 5555-0000'],
        },
      })).toBe('Admin Sistema modificó el cliente «Acme Corp»: Nombre «Acme» → «Acme Corp»; Áreas «Desarrollo» → «Desarrollo, Diseño»; Número de contacto — → «+54 11 5555-0000»; Estado Activo → Inactivo');
    });

    it('a creation lists what it was created with, not the name again', () => {
      expect(frase({ entidad: 'cliente', accion: 'crear', cambios: { nombre: [null, 'Acme'], correo: [null, 'a@acme.test'], direccion: [null, null], areas: [null, ['Desarrollo']] } }))
        .toBe('Admin Sistema creó el cliente «Acme»: Áreas «Desarrollo»; Correo «a@acme.test»');
    });
  });

  describe('users', () => {
    const luis = { nombre: ['Luis', 'Luis'] as [unknown, unknown], apellidos: ['Pérez', 'Pérez'] as [unknown, unknown] };

    it('created, changed, deactivated, its password reset: by name', () => {
      expect(frase({ entidad: 'usuario', accion: 'crear', cambios: { nombre: [null, 'Luis'], apellidos: [null, 'Pérez'], perfil: [null, 'Junior'], activo: [null, true] } }))
        .toBe('Admin Sistema creó al usuario Luis Pérez: Perfil «Junior»; Activo Sí');
      expect(frase({ entidad: 'usuario', accion: 'modificar', cambios: { ...luis, perfil: ['Junior', 'Senior'], areas: [['Desarrollo'], []] } }))
        .toBe('Admin Sistema modificó al usuario Luis Pérez: Perfil «Junior» → «Senior»; Áreas «Desarrollo» → —');
      expect(frase({ entidad: 'usuario', accion: 'desactivar', cambios: { ...luis, activo: [true, false] } })).toBe('Admin Sistema desactivó al usuario Luis Pérez');
      expect(frase({ entidad: 'usuario', accion: 'modificar', cambios: { ...luis, activo: [true, false] } })).toBe('Admin Sistema modificó al usuario Luis Pérez: Activo Sí → No');
      expect(frase({ entidad: 'usuario', accion: 'restablecer-contrasena', cambios: luis })).toBe('Admin Sistema restableció la contraseña de Luis Pérez');
      expect(frase({ entidad: 'usuario', accion: 'restablecer-contrasena' })).toBe('Admin Sistema restableció la contraseña del usuario n.º 3');
    });

    it('a password changed by its owner is theirs; by the e-mail when that is all there is', () => {
      expect(frase({ actor: ANA, entidad: 'usuario', entidadId: '7', accion: 'cambiar-contrasena' })).toBe('Ana García cambió su contraseña');
      expect(frase({ entidad: 'usuario', accion: 'cambiar-contrasena', cambios: { email: ['luis@horas.local', 'luis@horas.local'] } }))
        .toBe('Admin Sistema cambió la contraseña de luis@horas.local');
    });

    it('accounts by e-mail: an invitation, its activation, a mailed reset link and its use', () => {
      expect(frase({ entidad: 'usuario', accion: 'invitar', cambios: luis })).toBe('Admin Sistema invitó por correo a Luis Pérez');
      expect(frase({ entidad: 'usuario', accion: 'invitar' })).toBe('Admin Sistema invitó por correo al usuario n.º 3');
      expect(frase({ actor: ANA, entidad: 'usuario', entidadId: '2', accion: 'activar-cuenta' })).toBe('Ana García activó su cuenta con la invitación por correo');
      expect(frase({ actor: null, entidad: 'usuario', accion: 'solicitar-restablecimiento', cambios: luis }))
        .toBe('Se envió un enlace para restablecer la contraseña de Luis Pérez');
      expect(frase({ actor: ANA, entidad: 'usuario', entidadId: '2', accion: 'recuperar-contrasena' })).toBe('Ana García restableció su contraseña con un enlace por correo');
      expect(etiquetaDeAccion('recuperar-contrasena')).toBe('Recuperación de contraseña');
    });

    it("the command line's users are the system's", () => {
      expect(frase({ actor: null, entidad: 'usuario', accion: 'crear', cambios: { nombre: [null, 'Admin'], apellidos: [null, 'Sistema'] } }))
        .toBe('El sistema creó al usuario Admin Sistema');
    });
  });

  describe('sign-ins', () => {
    it('a sign-in and a lock-out', () => {
      expect(frase({ actor: ANA, entidad: 'sesion', entidadId: null, accion: 'iniciar-sesion' })).toBe('Ana García inició sesión');
      expect(frase({ actor: null, entidad: 'sesion', entidadId: '3', accion: 'bloquear-cuenta', cambios: { email: ['luis.perez@horas.local', 'luis.perez@horas.local'] } }))
        .toBe('Se bloqueó la cuenta de luis.perez@horas.local');
      expect(frase({ actor: null, entidad: 'sesion', entidadId: null, accion: 'bloquear-cuenta' })).toBe('Se bloqueó la cuenta de un usuario');
    });
  });

  describe('the configuration, jornadas and holidays', () => {
    it('the hours switch, whichever way it is recorded', () => {
      expect(frase({ entidad: 'configuracion', entidadId: null, accion: 'modificar', cambios: { horasHabilitadas: [false, true] } }))
        .toBe('Admin Sistema habilitó la carga de horas fuera de período');
      expect(frase({ entidad: 'configuracion', entidadId: null, accion: 'desactivar' })).toBe('Admin Sistema deshabilitó la carga de horas fuera de período');
      expect(frase({ entidad: 'configuracion', entidadId: null, accion: 'modificar', cambios: { otra: [1, 2] } })).toBe('Admin Sistema modificó la configuración: Otra 1 → 2');
    });

    it('a change of the retention, which the database records without an actor', () => {
      const retencion = (antes: number | null, despues: number | null) =>
        frase({ actor: null, entidad: 'configuracion', entidadId: null, accion: 'modificar', cambios: { historialMeses: [antes, despues] } });
      expect(retencion(24, 12)).toBe('El sistema cambió la retención del historial: 24 meses → 12 meses');
      expect(retencion(null, 1)).toBe('El sistema cambió la retención del historial: para siempre → 1 mes');
      expect(retencion(6, null)).toBe('El sistema cambió la retención del historial: 6 meses → para siempre');
    });

    it("a person's jornada and the default one, with their hours per day", () => {
      expect(frase({
        entidad: 'jornada', entidadId: '3/2026-12-01', accion: 'crear',
        cambios: { usuario: ['Luis Pérez', 'Luis Pérez'], horasPorDia: [null, ['4.00', '4.00', '4.00', '4.00', '4.00', '0.00', '0.00']] },
      })).toBe('Admin Sistema creó la jornada de Luis Pérez desde el 01/12/2026: Horas por día 4.00, 4.00, 4.00, 4.00, 4.00, 0.00, 0.00');
      expect(frase({ entidad: 'jornada', entidadId: '3/2026-12-01', accion: 'eliminar' })).toBe('Admin Sistema eliminó la jornada del usuario n.º 3 desde el 01/12/2026');
      expect(frase({ entidad: 'jornada', entidadId: '2027-01-01', accion: 'crear' })).toBe('Admin Sistema creó la jornada por defecto desde el 01/01/2027');
    });

    it('a holiday by its name and date', () => {
      expect(frase({ entidad: 'feriado', entidadId: '2026-12-25', accion: 'crear', cambios: { fecha: [null, '2026-12-25'], nombre: [null, 'Navidad'] } }))
        .toBe('Admin Sistema creó el feriado «Navidad» del 25/12/2026');
      expect(frase({ entidad: 'feriado', entidadId: '2026-12-25', accion: 'eliminar', cambios: { nombre: ['Navidad', null] } }))
        .toBe('Admin Sistema eliminó el feriado «Navidad» del 25/12/2026');
    });
  });

  describe("a month's closing", () => {
    it("its owner sends it; an administrator approves, rejects with a comment, reopens: someone else's month", () => {
      expect(frase({ actor: ANA, entidad: 'cierre', entidadId: '7/2026-11', accion: 'enviar', cambios: { estado: ['abierto', 'enviado'] } }))
        .toBe('Ana García envió el mes 11/2026');
      expect(frase({ actor: ANA, entidad: 'cierre', entidadId: '7/2026-11', accion: 'retirar' })).toBe('Ana García retiró el envío del mes 11/2026');
      const deAna = { usuario: ['Ana García', 'Ana García'] as [unknown, unknown] };
      expect(frase({ entidad: 'cierre', entidadId: '7/2026-11', accion: 'aprobar', cambios: deAna })).toBe('Admin Sistema aprobó el mes 11/2026 de Ana García');
      expect(frase({ entidad: 'cierre', entidadId: '7/2026-11', accion: 'rechazar', cambios: { ...deAna, comentario: [null, 'Faltan horas del 3'] } }))
        .toBe('Admin Sistema rechazó el mes 11/2026 de Ana García: «Faltan horas del 3»');
      expect(frase({ entidad: 'cierre', entidadId: '7/2026-11', accion: 'reabrir' })).toBe('Admin Sistema reabrió el mes 11/2026 del usuario n.º 7');
    });
  });

  it('an unknown field reads by its key capitalised and its value by its type; an unknown action by its key', () => {
    expect(frase({ entidad: 'cliente', accion: 'modificar', cambios: { nombre: ['Acme', 'Acme'], codigoPostal: ['1000', '2000'], prioritario: [false, true], nivel: [1, 2] } }))
      .toBe('Admin Sistema modificó el cliente «Acme»: CodigoPostal «1000» → «2000»; Prioritario No → Sí; Nivel 1 → 2');
    expect(frase({ entidad: 'cliente', accion: 'archivar', cambios: { nombre: ['Acme', 'Acme'] } })).toBe('Admin Sistema realizó «archivar» en el cliente «Acme»');
  });
});

describe("historial.xlsx's columns", () => {
  it('who and which action, in Spanish', () => {
    expect(nombreDeActor(ANA)).toBe('Ana García');
    expect(nombreDeActor(null)).toBe('El sistema');
    expect(etiquetaDeAccion('restablecer-contrasena')).toBe('Restablecimiento de contraseña');
    expect(etiquetaDeAccion('archivar')).toBe('Archivar');
  });
});
