import { lazy, Suspense, useState } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import { Spin } from 'antd';
import { RemoteErrorBoundary } from '@horas/shared';
import { PrepararOtrasPantallas } from './PrepararOtrasPantallas';
import { cargarPantalla } from './catalogo';

const pantalla = (id: IdPantalla, reintento: boolean) => lazy(() => cargarPantalla(id, reintento));

function RemotoConReintento({ id }: { id: IdPantalla }) {
  // A lazy component keeps its first result, so 'Reintentar' needs a fresh one.
  const [intento, setIntento] = useState(() => ({ n: 0, Pantalla: pantalla(id, false) }));
  const reintentar = () => setIntento(({ n }) => ({ n: n + 1, Pantalla: pantalla(id, true) }));
  const { n, Pantalla } = intento;
  return (
    <RemoteErrorBoundary key={n} onRetry={reintentar}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        <Pantalla />
        <PrepararOtrasPantallas />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A remote's exposed component, loaded at runtime and boxed so its failure stays local. */
export function Remoto({ id }: { id: IdPantalla }) {
  // Keyed by id: routes swap remotes in the same place, and a failure must not follow to the next one.
  return <RemotoConReintento key={id} id={id} />;
}
