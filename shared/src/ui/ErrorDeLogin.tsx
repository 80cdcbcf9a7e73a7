import { useEffect, useState } from 'react';

const RETARDO_MS = 300;

function MensajeDiferido({ texto }: { texto: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const temporizador = setTimeout(() => setVisible(true), RETARDO_MS);
    return () => clearTimeout(temporizador);
  }, []);
  return visible ? <div role="alert" className="horas-login__error">{texto}</div> : null;
}

/** Spec §2: the error area reappears with a short delay whenever the login error changes. */
export function ErrorDeLogin({ error }: { error: string | null }) {
  return (
    <div className="horas-login__area-error">
      {error && <MensajeDiferido key={error} texto={error} />}
    </div>
  );
}
