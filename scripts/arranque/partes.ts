import { carpetaDe } from '../../shared/apps';
import { puerto, REMOTOS, type NombreApp } from '../../shared/federation';

/** One server `start` and `dev` run, and the address that answers once it is up. */
export interface Parte {
  nombre: NombreApp | 'api';
  carpeta: string;
  script: string;
  urlLista: string;
}

const local = (nombre: NombreApp | 'api', ruta: string) => `http://localhost:${puerto(nombre)}${ruta}`;

/** The shell, every remote of the registry and the API; `dev` runs each one's dev server instead of its build. */
export const partes = (dev: boolean): Parte[] => [
  { nombre: 'shell', carpeta: carpetaDe('shell'), script: dev ? 'dev' : 'preview', urlLista: local('shell', '/remotes.json') },
  ...REMOTOS.map((nombre) => ({ nombre, carpeta: carpetaDe(nombre), script: dev ? 'dev' : 'preview', urlLista: local(nombre, '/mf-manifest.json') })),
  { nombre: 'api', carpeta: carpetaDe('api'), script: dev ? 'dev' : 'start', urlLista: local('api', '/health') },
];
