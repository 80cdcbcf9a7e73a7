import { useEffect, useState } from 'react';
import { Alert } from 'antd';

const RETARDO_MS = 300;

function MensajeDiferido({ texto }: { texto: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const temporizador = setTimeout(() => setVisible(true), RETARDO_MS);
    return () => clearTimeout(temporizador);
  }, []);
  return visible ? <Alert type="error" showIcon title={texto} /> : null;
}

/** Spec §2: the error area reappears with a short delay whenever the login error changes. */
export function ErrorDeLogin({ error }: { error: string | null }) {
  return (
    <div style={{ minHeight: 48 }}>
      {error && <MensajeDiferido key={error} texto={error} />}
    </div>
  );
}
