import { Titulo, TituloDePantalla } from '@horas/shared';
import { Flex, Spin } from 'antd';
import { useLayoutEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PanelPuestaEnMarcha } from '../../puesta-en-marcha/components/PanelPuestaEnMarcha';
import { usePuestaEnMarcha, type PuestaEnMarcha } from '../../puesta-en-marcha/hooks/usePuestaEnMarcha';
import { PUESTA_EN_MARCHA, urlDeSeccion } from '../rutas';
import { SECCIONES } from '../secciones';
import { NavegacionSecciones } from './NavegacionSecciones';

/** Not a named region: its lists are ('Usuarios', 'Clientes'), and two regions of one name would not tell apart. */
function PaginaDeSeccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section>
      <Titulo nivel={2} aspecto={4}>{titulo}</Titulo>
      {children}
    </section>
  );
}

const CARGANDO = <Spin aria-label="Cargando la administración" style={{ display: 'block', margin: 48 }} />;
const [PRIMERA] = SECCIONES;

/**
 * A redirect made before the browser paints. <Navigate> redirects in an effect that runs after the
 * frame showing the sections' links, so a click on one in that frame was undone by it ('Jornadas y
 * feriados' clicked as the page appeared ended on 'Usuarios').
 * It is skipped when the address bar has moved on: React Router renders a navigation as a transition,
 * so the lists loading in the same moment as a click render first, on the address before it, and
 * replacing that address would throw the click away.
 */
function RedirigirAntesDePintar({ a }: { a: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (window.location.pathname !== pathname) return;
    void navigate(a, { replace: true });
  }, [navigate, a, pathname]);
  return null;
}

/** Where /administracion (or a path it does not know) opens: 'Puesta en marcha' while an empty Horas lacks something. */
function Entrada({ puesta }: { puesta: PuestaEnMarcha }) {
  if (puesta.estado === 'cargando') return CARGANDO;
  return <RedirigirAntesDePintar a={urlDeSeccion(puesta.estado === 'pendiente' ? PUESTA_EN_MARCHA.ruta : PRIMERA.ruta)} />;
}

/**
 * 'Administración': one URL per section (/administracion/usuarios…), reached from its navigation;
 * 'Puesta en marcha' is a section only until everything hours need exists.
 */
export function PaginaAdministracion() {
  const puesta = usePuestaEnMarcha();
  const pendiente = puesta.estado === 'pendiente';
  return (
    <Flex vertical gap="middle">
      <TituloDePantalla style={{ margin: 0 }}>Administración</TituloDePantalla>
      <NavegacionSecciones secciones={pendiente ? [PUESTA_EN_MARCHA, ...SECCIONES] : SECCIONES} />
      <Routes>
        {SECCIONES.map(({ ruta, titulo, contenido }) => (
          <Route key={ruta} path={ruta} element={<PaginaDeSeccion titulo={titulo}>{contenido}</PaginaDeSeccion>} />
        ))}
        <Route
          path={PUESTA_EN_MARCHA.ruta}
          element={pendiente
            ? <PaginaDeSeccion titulo={PUESTA_EN_MARCHA.titulo}><PanelPuestaEnMarcha pasos={puesta.pasos} /></PaginaDeSeccion>
            : <Entrada puesta={puesta} />}
        />
        <Route path="*" element={<Entrada puesta={puesta} />} />
      </Routes>
    </Flex>
  );
}
