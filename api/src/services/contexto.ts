import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Actor } from './actor';

/** What every service factory receives. */
export interface Contexto {
  db: Db;
  config: Config;
  firmar: (actor: Actor) => string;
}
