import { PERFIL_ADMIN, type Usuario } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';
import { todas } from './historial-ayuda';
import { proveedorDePrueba, recorrido } from './proveedor-oidc';
import { smtpDePrueba, type SmtpDePrueba } from './smtp-de-prueba';

const HORAS = 'https://horas.test';
let proveedor: Awaited<ReturnType<typeof proveedorDePrueba>>;
let smtp: SmtpDePrueba;
let e: Entorno;
let viaje: ReturnType<typeof recorrido>;
const codigoDe = (destino: string) => recorrido.codigoDe(destino, HORAS);
const usuario = async (id: number) => (await e.pedir('admin', 'GET', `/usuarios/usuarios`)).json<Usuario[]>().find((u) => u.id === id)!;

beforeAll(async () => {
  proveedor = await proveedorDePrueba();
  smtp = await smtpDePrueba();
  e = await crearEntorno({
    oidc: { ...proveedor.config, altaAutomatica: true, grupoAdmin: 'horas-admins' }, loginContrasena: 'administradores',
    horasUrl: HORAS, smtpUrl: smtp.url, smtpFrom: 'horas@horas.local',
  });
  viaje = recorrido(e.app);
});
afterAll(async () => { await e?.cerrar(); await smtp?.cerrar(); await proveedor?.cerrar(); });

describe('alta automática (OIDC_ALTA_AUTOMATICA=1)', () => {
  it('crea a la persona desconocida con sus nombres, el perfil inicial y sin áreas; el historial dice que nadie la creó', async () => {
    proveedor.cuentas.set('nueva', { sub: 'nueva', email: 'marta.rios@empresa.test', email_verified: true, given_name: '  Marta ', family_name: 'Ríos' });
    const sesion = (await viaje.canjear(codigoDe(await viaje.ingresar('nueva')))).json<{ id: number; perfil: string }>();
    expect(sesion.perfil).toBe('Junior');
    expect(await usuario(sesion.id)).toMatchObject({ email: 'marta.rios@empresa.test', nombre: 'Marta', apellidos: 'Ríos', perfil: 'Junior', areas: [] });
    const creacion = (await todas(e, 'admin')).find((r) => r.accion === 'crear' && r.entidadId === String(sesion.id));
    expect(creacion?.actor).toBeNull();
  });

  it('sin given_name parte name en su primer espacio; sin nombres, la parte local del e-mail', async () => {
    proveedor.cuentas.set('dos', { sub: 'dos', email: 'pablo@empresa.test', email_verified: true, name: 'Pablo de la Torre' });
    proveedor.cuentas.set('tres', { sub: 'tres', email: 'quique@empresa.test', email_verified: true });
    const dos = (await viaje.canjear(codigoDe(await viaje.ingresar('dos')))).json<{ id: number }>();
    const tres = (await viaje.canjear(codigoDe(await viaje.ingresar('tres')))).json<{ id: number }>();
    expect(await usuario(dos.id)).toMatchObject({ nombre: 'Pablo', apellidos: 'de la Torre' });
    expect(await usuario(tres.id)).toMatchObject({ nombre: 'quique' });
  });

  it('no crea a nadie con un e-mail sin verificar', async () => {
    proveedor.cuentas.set('dudosa', { sub: 'dudosa', email: 'dudosa@empresa.test', email_verified: false });
    expect(await viaje.ingresar('dudosa')).toBe(`${HORAS}/login#sso-error=email-no-verificado`);
  });
});

describe('el grupo de administradores (OIDC_GRUPO_ADMIN)', () => {
  it('da el perfil de administrador a quien está en el grupo y se lo quita al salir, salvo al último administrador activo', async () => {
    proveedor.cuentas.set('luis-sub', { sub: 'luis-sub', email: 'luis.perez@horas.local', email_verified: true, groups: ['horas-admins'] });
    expect((await viaje.canjear(codigoDe(await viaje.ingresar('luis-sub')))).json()).toMatchObject({ id: IDS.luis, perfil: PERFIL_ADMIN });
    proveedor.cuentas.set('luis-sub', { sub: 'luis-sub', email: 'luis.perez@horas.local', email_verified: true, groups: ['otros'] });
    expect((await viaje.canjear(codigoDe(await viaje.ingresar('luis-sub')))).json()).toMatchObject({ id: IDS.luis, perfil: 'Junior' });

    // The seeded administrator is the only active one: leaving the group keeps the perfil.
    proveedor.cuentas.set('admin-sub', { sub: 'admin-sub', email: 'admin@horas.local', email_verified: true, groups: [] });
    expect((await viaje.canjear(codigoDe(await viaje.ingresar('admin-sub')))).json()).toMatchObject({ id: IDS.admin, perfil: PERFIL_ADMIN });
    expect(await usuario(IDS.admin)).toMatchObject({ perfil: PERFIL_ADMIN });
  });
});

describe('el perfil de antes del grupo (issue 45 §3)', () => {
  const ingresarCon = async (sub: string, email: string, groups: string[]) => {
    proveedor.cuentas.set(sub, { sub, email, email_verified: true, groups });
    return (await viaje.canjear(codigoDe(await viaje.ingresar(sub)))).json<{ token: string; id: number; perfil: string }>();
  };
  /** 'Gestión de Usuarios' gives the user another perfil, everything else as it is. */
  const ponerPerfil = async (id: number, perfil: string) => {
    const u = await usuario(id);
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${id}`, { nombre: u.nombre, apellidos: u.apellidos, perfil, areaIds: u.areas.map((a) => a.id), activo: true });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('al salir del grupo vuelve al perfil que tenía antes de entrar, no a OIDC_PERFIL_INICIAL, y con él sella sus horas nuevas', async () => {
    expect(await ingresarCon('carla-sub', 'carla.mendez@horas.local', ['horas-admins'])).toMatchObject({ id: IDS.carla, perfil: PERFIL_ADMIN });
    const sesion = await ingresarCon('carla-sub', 'carla.mendez@horas.local', ['otros']);
    expect(sesion).toMatchObject({ id: IDS.carla, perfil: 'Semi Senior' });
    expect(await usuario(IDS.carla)).toMatchObject({ perfil: 'Semi Senior' });
    const hora = await e.pedir({ authorization: `Bearer ${sesion.token}` }, 'POST', '/horas/cargarhoras', {
      tareaId: 21, horasTrabajadas: 1, descripcion: 'Revisión', fechaCarga: '17/03/2026',
    });
    expect(hora.statusCode, hora.body).toBe(201);
    expect(hora.json()).toMatchObject({ senorityhora: 'Semi Senior' });
  });

  it("hecho administrador en 'Gestión de Usuarios', al salir del grupo vuelve al perfil de entonces; un perfil elegido a mano reemplaza al guardado", async () => {
    await ponerPerfil(IDS.ana, PERFIL_ADMIN);
    expect(await ingresarCon('ana-sub', 'ana.garcia@horas.local', [])).toMatchObject({ id: IDS.ana, perfil: 'Senior' });
    expect(await ingresarCon('ana-sub', 'ana.garcia@horas.local', ['horas-admins'])).toMatchObject({ perfil: PERFIL_ADMIN });
    await ponerPerfil(IDS.ana, 'Semi Senior');
    await ponerPerfil(IDS.ana, PERFIL_ADMIN);
    expect(await ingresarCon('ana-sub', 'ana.garcia@horas.local', [])).toMatchObject({ perfil: 'Semi Senior' });
  });
});

describe('LOGIN_CONTRASENA=administradores', () => {
  const login = (email: string, contrasena: string) => e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena } });

  it('solo los administradores inician sesión con contraseña; a los demás, con la correcta, 403, y con una errónea el 401 de siempre', async () => {
    expect((await login('admin@horas.local', 'Admin#2026')).statusCode).toBe(200);
    const ana = await login('ana.garcia@horas.local', 'Ana#2026');
    expect(ana.statusCode).toBe(403);
    expect(ana.json()).toEqual({ mensaje: 'Inicie sesión con Empresa.' });
    expect((await login('ana.garcia@horas.local', 'otra')).statusCode).toBe(401);
  });

  it('el restablecimiento de otro que un administrador no envía nada y responde 202; su invitación, 409', async () => {
    const olvido = await e.app.inject({ method: 'POST', url: '/usuarios/contrasena/olvido', payload: { email: 'ana.garcia@horas.local' } });
    await e.app.servicios.cuentas.esperarEnvios();
    expect(olvido.statusCode).toBe(202);
    expect(smtp.para('ana.garcia@horas.local')).toEqual([]);
    const alta = await e.pedir('admin', 'POST', '/usuarios/usuarios', {
      email: 'invitada@empresa.test', nombre: 'In', apellidos: 'Vitada', perfil: 'Junior', areaIds: [], invitar: true,
    });
    expect(alta.statusCode, alta.body).toBe(409);
  });

  it('con inicio de sesión único, un alta sin contraseña ni invitación es de alguien que entra por el proveedor', async () => {
    const alta = await e.pedir('admin', 'POST', '/usuarios/usuarios', {
      email: 'sin.clave@empresa.test', nombre: 'Sin', apellidos: 'Clave', perfil: 'Junior', areaIds: [],
    });
    expect(alta.statusCode, alta.body).toBe(201);
    expect(alta.json()).toMatchObject({ tieneContrasena: false });
  });
});
