import { NavLink } from 'react-router-dom';
import { urlDeSeccion, type Seccion } from '../rutas';
import './navegacionSecciones.css';

/**
 * Links to each section, the current one marked (`aria-current="page"`, set by NavLink): plain
 * links, so each section can be opened in a new tab, bookmarked and reached with the browser's back.
 */
export function NavegacionSecciones({ secciones }: { secciones: Seccion[] }) {
  return (
    <nav aria-label="Secciones de administración" className="secciones-administracion">
      {secciones.map(({ ruta, titulo }) => (
        <NavLink key={ruta} to={urlDeSeccion(ruta)}>{titulo}</NavLink>
      ))}
    </nav>
  );
}
