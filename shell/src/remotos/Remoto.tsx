import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { IdPantalla } from '@horas/shared/apps';
import { Spin } from 'antd';
import { RemoteErrorBoundary } from '@horas/shared';
import { PrepararOtrasPantallas } from './PrepararOtrasPantallas';
import { cargarPantalla } from './catalogo';

interface Intento {
  id: IdPantalla;
  n: number;
  Pantalla: LazyExoticComponent<ComponentType>;
}

const intento = (id: IdPantalla, n: number): Intento => ({ id, n, Pantalla: lazy(() => cargarPantalla(id, n > 0)) });

/**
 * Remotes' exposed components, each boxed so its failure stays local, shown together once all have
 * loaded: one that came later (the admin's navigation above the week) moved the others under a press
 * already made. The attempts live here, above the boundary (state below it is not kept while it
 * waits), made for the ids of the first render: key it by them.
 */
export function Remotos({ ids }: { ids: IdPantalla[] }) {
  const [intentos, setIntentos] = useState(() => ids.map((id) => intento(id, 0)));
  // A lazy component keeps its first result, so 'Reintentar' needs a fresh one.
  const reintentar = (fallido: Intento) =>
    setIntentos((actuales) => actuales.map((actual) => (actual === fallido ? intento(actual.id, actual.n + 1) : actual)));
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
      {intentos.map((actual) => (
        <RemoteErrorBoundary key={`${actual.id}#${actual.n}`} onRetry={() => reintentar(actual)}>
          <actual.Pantalla />
        </RemoteErrorBoundary>
      ))}
      <PrepararOtrasPantallas />
    </Suspense>
  );
}

/** A remote's exposed component, loaded at runtime and boxed so its failure stays local. */
export function Remoto({ id }: { id: IdPantalla }) {
  // Keyed by id: routes swap remotes in the same place, and a failure must not follow to the next one.
  return <Remotos key={id} ids={[id]} />;
}
