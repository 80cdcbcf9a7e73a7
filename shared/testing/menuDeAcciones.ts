import { screen, within } from '@testing-library/react';
import type { UsuarioDePrueba } from './renderizar';

/** Opens the 'Acciones' menu of the row named `nombre` (an administration table's) and returns that menu. */
export async function abrirAcciones(usuario: UsuarioDePrueba, nombre: string) {
  await usuario.click(await screen.findByRole('button', { name: `Acciones de ${nombre}` }));
  return screen.findByRole('menu', { name: `Acciones de ${nombre}` });
}

/** Picks `accion` ('Editar', 'Desactivar'…) in the 'Acciones' menu of the row named `nombre`. */
export async function accionDeFila(usuario: UsuarioDePrueba, nombre: string, accion: string) {
  const menu = await abrirAcciones(usuario, nombre);
  await usuario.click(within(menu).getByRole('menuitem', { name: accion }));
}
