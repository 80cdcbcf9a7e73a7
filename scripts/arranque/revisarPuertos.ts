import { desplazamientoDe } from '../../shared/apps';
import { puerto, PUERTO_BASE_POR_DEFECTO, REMOTOS, type NombreApp } from '../../shared/federation';
import { esPuertoInseguro } from './puertosInseguros';

type Parte = NombreApp | 'api';
const PARTES: Parte[] = ['shell', ...REMOTOS, 'api'];
const variablePropia = (parte: Parte) => `HORAS_PORT_${parte.toUpperCase()}`;
const definida = (env: NodeJS.ProcessEnv, clave: string) => Boolean(env[clave]);

const valido = (n: number) => Number.isInteger(n) && n > 0 && n <= 65535;

/** The next port base above `base` whose shell, remotes and API ports a browser accepts. */
function baseSegura(base: number): number {
  let candidata = base + 1;
  while (PARTES.some((parte) => esPuertoInseguro(candidata + desplazamientoDe(parte)))) candidata += 1;
  return candidata;
}

/** The browser-facing address of a part given by URL in the environment (HORAS_API_URL...). */
function puertoDeUrl(url: string): number | undefined {
  try {
    const u = new URL(url);
    return Number(u.port || (u.protocol === 'https:' ? 443 : 80));
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the ports `start` and `dev` would use, as messages naming the variable to
 * change; empty when every part can be reached from a browser.
 */
export function revisarPuertos(env: NodeJS.ProcessEnv = process.env): string[] {
  const problemas: string[] = [];
  const base = Number(env.HORAS_PORT_BASE || PUERTO_BASE_POR_DEFECTO);
  if (!valido(base)) return [`HORAS_PORT_BASE=${env.HORAS_PORT_BASE} no es un número de puerto válido (1-65535).`];
  for (const parte of PARTES) {
    const variable = definida(env, variablePropia(parte)) ? variablePropia(parte) : 'HORAS_PORT_BASE';
    const p = puerto(parte, env);
    if (!valido(p)) {
      problemas.push(`${variable} da el puerto ${p} a ${parte}, que no es un número de puerto válido (1-65535).`);
    } else if (esPuertoInseguro(p)) {
      const sugerencia = variable === 'HORAS_PORT_BASE' ? ` (por ejemplo HORAS_PORT_BASE=${baseSegura(base)})` : ' a otro puerto';
      problemas.push(`El puerto ${p} de ${parte} es uno de los que los navegadores bloquean (ERR_UNSAFE_PORT): cambie ${variable}${sugerencia}.`);
    }
  }
  const urls: [string, string][] = [
    ['HORAS_API_URL', 'api'],
    ['HORAS_REMOTES_URL', 'los remotos'],
    ...REMOTOS.map((r): [string, string] => [`HORAS_REMOTE_${r.toUpperCase()}`, r]),
  ];
  for (const [variable, parte] of urls) {
    const p = env[variable] ? puertoDeUrl(env[variable]!) : undefined;
    if (p !== undefined && esPuertoInseguro(p)) {
      problemas.push(`${variable} lleva a ${parte} al puerto ${p}, que los navegadores bloquean (ERR_UNSAFE_PORT): cambie ${variable}.`);
    }
  }
  return problemas;
}
