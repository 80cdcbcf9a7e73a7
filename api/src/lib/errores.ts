/** Domain errors: services throw these; one error handler maps them to `{ mensaje }`. */
export class ErrorDeDominio extends Error {
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
