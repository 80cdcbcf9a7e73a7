import { Flex } from 'antd';
import { Titulo } from '@horas/shared';
import { Feriados } from './Feriados';
import { JornadaPorDefecto } from './JornadaPorDefecto';

/** What sets everyone's target: the company's jornada and the holidays (a person's own jornada is in 'Usuarios'). */
export function PanelJornadasYFeriados() {
  return (
    <Flex vertical gap="large">
      <section aria-labelledby="titulo-jornada-defecto">
        <Titulo nivel={3} aspecto={5} id="titulo-jornada-defecto">Jornada por defecto</Titulo>
        <JornadaPorDefecto />
      </section>
      <section aria-labelledby="titulo-feriados">
        <Titulo nivel={3} aspecto={5} id="titulo-feriados">Feriados</Titulo>
        <Feriados />
      </section>
    </Flex>
  );
}
