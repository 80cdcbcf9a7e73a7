import { getClientesUsuario, type Cliente } from '@horas/shared';
import { useEffect, useState } from 'react';

/**
 * The user's clients for the client filter, loaded once per visit to the screen. After a failure
 * (the API down) `reintentar` loads them again; the filter calls it when its list is opened.
 */
export function useClientesUsuario() {
  const [clientes, setClientes] = useState<Cliente[]>([]);
  const [cargando, setCargando] = useState(true);
  const [fallo, setFallo] = useState(false);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vigente = true;
    getClientesUsuario()
      .then((lista) => vigente && setClientes(lista))
      .catch(() => vigente && setFallo(true))
      .finally(() => vigente && setCargando(false));
    return () => {
      vigente = false;
    };
  }, [intento]);

  const reintentar = () => {
    setFallo(false);
    setCargando(true);
    setIntento((n) => n + 1);
  };

  return { clientes, cargando, fallo, reintentar };
}
