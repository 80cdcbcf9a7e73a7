import { Link } from 'react-router-dom';
import { formatTranscurrido, useCronometro, useSegundosDesde } from '@horas/shared';

function Transcurrido({ inicio }: { inicio: string }) {
  const tiempo = formatTranscurrido(useSegundosDesde(inicio));
  return (
    <Link to="/home" className="barra-superior__cronometro" aria-label={`Cronómetro en marcha: ${tiempo}`}>
      <span className="barra-superior__punto" aria-hidden />
      {tiempo}
    </Link>
  );
}

/** The running timer on every screen (its time, a link to the week where it is stopped); nothing without one. */
export function CronometroEnBarra() {
  const { data: cronometro } = useCronometro();
  return cronometro ? <Transcurrido inicio={cronometro.inicio} /> : null;
}
