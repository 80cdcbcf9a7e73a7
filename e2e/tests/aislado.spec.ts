import { expect, test } from '@playwright/test';
import type { NombreRemoto } from '@horas/shared/federation';
import { urlDe } from '../support/entorno';
import { PaginaLogin } from '../support/sesion';
import { USUARIOS } from '../support/usuarios';

// Each remote's own page, for its team: no shell, so its federation runtime comes from the
// remote's `nucleo-federacion.js` (shared/federation.ts), not from the shell. Every remote of the
// registry: its page's title, and a text of its screen once signed in (a new remote fails the
// type-check here until it says what its page shows).
const PANTALLAS: Record<NombreRemoto, [titulo: string, pantalla: string]> = {
  mf_horas: ['Horas semanales (modo aislado)', 'Semana actual'],
  mf_reportes: ['Reportes (modo aislado)', 'Generar Reportes'],
  mf_mishoras: ['Mis Horas (modo aislado)', 'Mis Horas Registradas'],
  mf_clientes_admin: ['Administración (modo aislado)', 'Gestión de Clientes'],
  mf_aprobaciones: ['Aprobaciones (modo aislado)', 'Seleccionar sin diferencias'],
  mf_ausencias: ['Ausencias (modo aislado)', 'Solicitar ausencia'],
};

for (const [remoto, [titulo, pantalla]] of Object.entries(PANTALLAS) as [NombreRemoto, [string, string]][]) {
  test(`${remoto} runs on its own page: sign in there, then its screen`, { tag: '@federacion' }, async ({ page }) => {
    const errores: string[] = [];
    page.on('pageerror', (error) => errores.push(error.message));
    await page.goto(urlDe(remoto));
    await expect(page.getByText(titulo)).toBeVisible();
    const { email, contrasena } = USUARIOS.admin;
    await new PaginaLogin(page).ingresar(email, contrasena);
    await expect(page.getByText(pantalla, { exact: true }).first()).toBeVisible();
    expect(errores).toEqual([]);
  });
}
