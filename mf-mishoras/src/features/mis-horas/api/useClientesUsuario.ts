import { getClientesUsuario, type Cliente } from '@horas/shared';
import { useEffect, useState } from 'react';

/** The user's clients for the client filter, loaded once per visit to the screen. */
export function useClientesUsuario() {
  const [clientes, setClientes] = useState<Cliente[]>([]);
  const [cargando, setCargando] = useState(true);
  const [fallo, setFallo] = useState(false);

  useEffect(() => {
    let vigente = true;
    getClientesUsuario()
      .then((lista) => vigente && setClientes(lista))
      .catch(() => vigente && setFallo(true))
      .finally(() => vigente && setCargando(false));
    return () => {
      vigente = false;
    };
  }, []);

  return { clientes, cargando, fallo };
}
