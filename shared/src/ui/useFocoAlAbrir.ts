import { useCallback, useRef } from 'react';

const CAMPO = 'input:not([disabled]), textarea:not([disabled])';

/**
 * The dialog's first field (or the one `campoInicial` selects) gets the focus once the dialog has
 * opened (antd's `afterOpenChange`), unless the person is already in one of its fields. An `autoFocus` runs while the dialog is still
 * hidden, and antd's focus lock, which comes later, moves the focus to the close button: under load
 * the field was left unfocused.
 */
export function useFocoAlAbrir<T extends HTMLElement = HTMLDivElement>(campoInicial = CAMPO) {
  const contenido = useRef<T>(null);
  const alAbrirCambiar = useCallback((abierto: boolean) => {
    const raiz = contenido.current;
    if (!abierto || !raiz) return;
    const activo = document.activeElement;
    if (activo && raiz.contains(activo) && activo.matches(CAMPO)) return;
    raiz.querySelector<HTMLElement>(campoInicial)?.focus();
  }, [campoInicial]);
  return { contenido, alAbrirCambiar };
}
