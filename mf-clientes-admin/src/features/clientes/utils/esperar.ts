/** Spec §4/§9: a short pause (0.5–1 s) after a change before the spinner hides. */
export const RETARDO_TRAS_CAMBIO_MS = 700;

export const esperarTrasCambio = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, RETARDO_TRAS_CAMBIO_MS));
