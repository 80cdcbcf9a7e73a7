import type { Locator, Page } from '@playwright/test';

/** What a person does, one action each: a click, a key pressed, a character typed. */
export interface Cuenta { clics: number; teclas: number; caracteres: number }
export const totalDe = (c: Cuenta) => c.clics + c.teclas + c.caracteres;
export const desglose = (c: Cuenta) => `${c.caracteres} caracteres + ${c.teclas} teclas + ${c.clics} clics`;

/** Drives the page and counts what a person would do. Waiting for the page is not an action. */
export class UsuarioContado {
  cuenta: Cuenta = { clics: 0, teclas: 0, caracteres: 0 };
  constructor(readonly page: Page) {}
  async clic(locator: Locator) {
    await locator.click();
    this.cuenta.clics += 1;
  }
  async pulsar(tecla: string) {
    await this.page.keyboard.press(tecla);
    this.cuenta.teclas += 1;
  }
  async teclear(texto: string) {
    await this.page.keyboard.type(texto);
    this.cuenta.caracteres += [...texto].length;
  }
}
