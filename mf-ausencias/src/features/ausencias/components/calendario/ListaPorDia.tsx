import { Typography } from 'antd';
import { formatFecha, nombreCompleto, nombreDia } from '@horas/shared';
import { ausenciaDelDia, textoDeAusencia, type DiaDelMes, type PersonaDelCalendario } from '../../utils/mes';

interface Props {
  dias: DiaDelMes[];
  personas: PersonaDelCalendario[];
}

/** On a phone: the month's days with someone away, each with who and what. */
export function ListaPorDia({ dias, personas }: Props) {
  const conAusencias = dias
    .map((dia) => ({ dia, ausentes: personas.flatMap((persona) => {
      const ausencia = ausenciaDelDia(persona, dia.fecha);
      return ausencia ? [{ persona, ausencia }] : [];
    }) }))
    .filter(({ ausentes }) => ausentes.length > 0);
  if (conAusencias.length === 0) return <Typography.Paragraph>Nadie ausente este mes.</Typography.Paragraph>;
  return (
    <ul aria-label="Ausencias por día" style={{ paddingLeft: 16 }}>
      {conAusencias.map(({ dia, ausentes }) => (
        <li key={dia.fecha}>
          <Typography.Text strong>{`${nombreDia(dia.dia)} ${formatFecha(dia.dia)}${dia.feriado ? ` · ${dia.feriado}` : ''}`}</Typography.Text>
          <ul>
            {ausentes.map(({ persona, ausencia }) => (
              <li key={ausencia.id} className={ausencia.estado === 'pendiente' ? 'calendario-lista__pendiente' : undefined}>
                {`${nombreCompleto(persona.usuario)}: ${textoDeAusencia(ausencia)}`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
