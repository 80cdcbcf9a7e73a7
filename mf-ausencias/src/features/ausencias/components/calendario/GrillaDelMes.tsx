import { Tooltip } from 'antd';
import { nombreCompleto, nombreDia, TextoOculto, ZonaDesplazable } from '@horas/shared';
import { ausenciaDelDia, textoDeAusencia, type DiaDelMes, type PersonaDelCalendario } from '../../utils/mes';

interface Props {
  dias: DiaDelMes[];
  personas: PersonaDelCalendario[];
}

const claseDe = (dia: DiaDelMes) => (dia.finDeSemana || dia.feriado ? 'calendario__libre' : undefined);

/** The day's header: its number and weekday; a holiday's name on hover and on focus. */
function Encabezado({ dia }: { dia: DiaDelMes }) {
  const texto = <>{dia.dia.date()}<br />{nombreDia(dia.dia).slice(0, 2)}</>;
  return (
    <th scope="col" className={claseDe(dia)}>
      {dia.feriado ? (
        <Tooltip title={dia.feriado} trigger={['hover', 'focus']}>
          <span tabIndex={0}>{texto}<TextoOculto>{dia.feriado}</TextoOculto></span>
        </Tooltip>
      ) : texto}
    </th>
  );
}

/** A row per person, a column per day; an absence is a bar named on its first day of the month. */
export function GrillaDelMes({ dias, personas }: Props) {
  return (
    <ZonaDesplazable etiqueta="Calendario del mes">
      <table className="calendario">
        <thead>
          <tr>
            <th scope="col">Persona</th>
            {dias.map((dia) => <Encabezado key={dia.fecha} dia={dia} />)}
          </tr>
        </thead>
        <tbody>
          {personas.map((persona) => (
            <tr key={persona.usuario.id}>
              <th scope="row">{nombreCompleto(persona.usuario)}</th>
              {dias.map((dia, i) => {
                const ausencia = ausenciaDelDia(persona, dia.fecha);
                const texto = ausencia && textoDeAusencia(ausencia);
                return (
                  <td key={dia.fecha} className={claseDe(dia)}>
                    {ausencia && (
                      <span className={`calendario__barra${ausencia.estado === 'pendiente' ? ' calendario__barra--pendiente' : ''}`} title={texto}>
                        {ausencia.desde === dia.fecha || i === 0 ? texto : <TextoOculto>{texto}</TextoOculto>}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ZonaDesplazable>
  );
}
