import { useEffect, useState } from 'react';
import { anotarVersion, hayVersionNueva } from './versiones';

/** How often an open page asks, besides each time it is looked at again. */
const CADA_CUANTO_MS = 10 * 60 * 1000;

/**
 * Whether a newer release of Horas (the shell's /remotes.json or the manifest of a remote the page
 * loaded) is deployed than the page runs: checked when the tab is shown or focused again and every ten minutes.
 * A check that fails (a server restarting) says nothing: the next one tells.
 */
export function useVersionNueva(): boolean {
  const [nueva, setNueva] = useState(false);
  useEffect(() => {
    if (nueva) return;
    let vigente = true;
    anotarVersion('/remotes.json');
    const comprobar = async () => {
      if ((await hayVersionNueva()) && vigente) setNueva(true);
    };
    const alVolver = () => {
      if (document.visibilityState === 'visible') void comprobar();
    };
    window.addEventListener('focus', alVolver);
    document.addEventListener('visibilitychange', alVolver);
    const reloj = window.setInterval(() => void comprobar(), CADA_CUANTO_MS);
    return () => {
      vigente = false;
      window.removeEventListener('focus', alVolver);
      document.removeEventListener('visibilitychange', alVolver);
      window.clearInterval(reloj);
    };
  }, [nueva]);
  return nueva;
}
