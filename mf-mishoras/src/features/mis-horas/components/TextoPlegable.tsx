import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';

const PLEGADO: CSSProperties = { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' };

/**
 * A text shown on two lines at most. When it is longer, a tap or a click on it (Enter or Space from
 * the keyboard) shows it whole, and another folds it again. The whole text is always in the page, so
 * screen readers and the table's copy read all of it.
 */
export function TextoPlegable({ texto }: { texto: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [abierto, setAbierto] = useState(false);
  const [largo, setLargo] = useState(false);

  useLayoutEffect(() => {
    const elemento = ref.current;
    // Measured only while folded: unfolded, nothing overflows, yet it must still fold back.
    if (!elemento || abierto) return;
    const medir = () => setLargo(elemento.scrollHeight > elemento.clientHeight + 1);
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(elemento);
    return () => observador.disconnect();
  }, [texto, abierto]);

  const alternar = () => setAbierto((antes) => !antes);
  const conTeclado = (evento: KeyboardEvent) => {
    if (evento.key !== 'Enter' && evento.key !== ' ') return;
    evento.preventDefault();
    alternar();
  };
  const plegable = largo && { role: 'button', tabIndex: 0, 'aria-expanded': abierto, onClick: alternar, onKeyDown: conTeclado };

  return (
    <div ref={ref} style={{ overflowWrap: 'anywhere', cursor: largo ? 'pointer' : undefined, ...(abierto ? null : PLEGADO) }} {...plegable}>
      {texto}
    </div>
  );
}
