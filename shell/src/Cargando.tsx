import './cargando.css';

/** While a screen's code loads: a spinner without antd (the login screen loads no antd). */
export function Cargando() {
  return <div className="cargando" role="status" aria-busy="true" aria-label="Cargando" />;
}
