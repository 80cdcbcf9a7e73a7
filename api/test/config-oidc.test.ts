import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ArranqueImposibleError } from '../src/lib/arranque';

const REGISTRO = {
  OIDC_ISSUER: 'https://login.example.test', OIDC_CLIENT_ID: 'horas', OIDC_CLIENT_SECRET: 'secreto', OIDC_REDIRECT_URI: 'https://horas.example.test/api/auth/oidc/callback',
};

describe('OIDC_* y LOGIN_CONTRASENA al arrancar', () => {
  it('sin OIDC_ISSUER no hay inicio de sesión único y todos usan contraseña', () => {
    expect(loadConfig({})).toMatchObject({ oidc: undefined, loginContrasena: 'todos' });
  });

  it('con OIDC_ISSUER toma los valores por defecto del issue', () => {
    expect(loadConfig(REGISTRO).oidc).toEqual({
      issuer: REGISTRO.OIDC_ISSUER, clientId: 'horas', clientSecret: 'secreto', redirectUri: REGISTRO.OIDC_REDIRECT_URI, nombre: 'SSO',
      altaAutomatica: false, perfilInicial: 'Junior', claimGrupos: 'groups', grupoAdmin: undefined, permitirHttp: true,
    });
  });

  it.each([
    [{ ...REGISTRO, OIDC_CLIENT_SECRET: '' }, 'Con OIDC_ISSUER hacen falta OIDC_CLIENT_SECRET'],
    [{ ...REGISTRO, NODE_ENV: 'production', HORAS_URL: 'https://horas.example.test', OIDC_ISSUER: 'http://login.example.test' }, 'OIDC_ISSUER debe ser https:'],
    [{ ...REGISTRO, NODE_ENV: 'production' }, 'hace falta HORAS_URL'],
    [{ LOGIN_CONTRASENA: 'administradores' }, 'LOGIN_CONTRASENA=administradores necesita OIDC_ISSUER'],
    [{ ...REGISTRO, LOGIN_CONTRASENA: 'algunos' }, "LOGIN_CONTRASENA debe ser 'todos' o 'administradores'"],
  ])('detiene el arranque con un mensaje claro (%#)', (env, mensaje) => {
    const arrancar = () => loadConfig(env);
    expect(arrancar).toThrow(ArranqueImposibleError);
    expect(arrancar).toThrow(mensaje);
  });
});
