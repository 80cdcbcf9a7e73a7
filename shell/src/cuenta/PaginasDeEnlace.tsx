import { activarCuenta, restablecerConEnlace } from '@horas/shared';
import { PaginaEnlace } from './PaginaEnlace';

/** /activar: the invitation's link. */
export const PaginaActivar = () => <PaginaEnlace titulo="Elija su contraseña" usar={activarCuenta} />;

/** /restablecer: the reset link of '¿Olvidó su contraseña?'. */
export const PaginaRestablecer = () => <PaginaEnlace titulo="Nueva contraseña" usar={restablecerConEnlace} ofrecerOlvide />;
