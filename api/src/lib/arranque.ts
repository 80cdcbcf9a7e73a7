/** A reason the server cannot start that the operator can fix: printed alone, without a stack. */
export class ArranqueImposibleError extends Error {
  constructor(mensaje: string) {
    super(mensaje);
    this.name = new.target.name;
  }
}
