/** Domain errors: services throw these; one error handler maps them to `{ mensaje }`. */
export class ErrorDeDominio extends Error {
  /** Headers the answer carries besides `{ mensaje }` (e.g. Retry-After). */
  cabeceras: Record<string, string> = {};

  constructor(readonly status: number, mensaje: string) {
    super(mensaje);
    this.name = new.target.name;
  }
}

export class DatosInvalidosError extends ErrorDeDominio {
  constructor(mensaje: string) { super(400, mensaje); }
}

export class NoAutenticadoError extends ErrorDeDominio {
  constructor(mensaje = 'No autorizado: inicie sesión nuevamente.') { super(401, mensaje); }
}

export class CredencialesInvalidasError extends NoAutenticadoError {
  constructor() { super('Usuario o contraseña incorrectos'); }
}

export class SinPermisoError extends ErrorDeDominio {
  constructor(mensaje = 'No tiene permisos para realizar esta acción.') { super(403, mensaje); }
}

export class NoEncontradoError extends ErrorDeDominio {
  constructor(mensaje: string) { super(404, mensaje); }
}

export class ConflictoError extends ErrorDeDominio {
  constructor(mensaje: string) { super(409, mensaje); }
}

/** The own-password change with a wrong current password: 400, not 401 (any 401 ends the session in the front end). */
export class ContrasenaActualIncorrectaError extends DatosInvalidosError {
  constructor() { super('La contraseña actual no es correcta.'); }
}

/**
 * Too many failed logins: says when the next attempt will be heard, in whole minutes, and as
 * `Retry-After` in whole seconds; both rounded up, so the minutes are `Retry-After` / 60 rounded up.
 */
export class DemasiadosIntentosError extends ErrorDeDominio {
  constructor(esperaMs: number) {
    const segundos = Math.max(1, Math.ceil(esperaMs / 1000));
    const minutos = Math.ceil(segundos / 60);
    super(429, `Demasiados intentos fallidos de inicio de sesión. Intente de nuevo en ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`);
    this.cabeceras = { 'retry-after': String(segundos) };
  }
}

/** PostgreSQL kept aborting a transaction on a deadlock or a serialization failure, even after the retries. */
export class ServidorOcupadoError extends ErrorDeDominio {
  constructor() {
    super(503, 'El servidor está muy ocupado. Intente nuevamente en unos segundos.');
    this.cabeceras = { 'retry-after': '1' };
  }
}

/** A mailed link (invitation, reset) unknown, used, expired or voided: counted on the address's ceiling. */
export class EnlaceInvalidoError extends DatosInvalidosError {}

/** The mail server refused or failed a mail the request had to send. */
export class EnvioFallidoError extends ErrorDeDominio {
  constructor(mensaje: string) { super(502, mensaje); }
}
