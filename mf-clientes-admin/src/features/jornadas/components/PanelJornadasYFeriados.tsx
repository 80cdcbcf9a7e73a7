import { Flex } from 'antd';
import { Titulo } from '@horas/shared';
import { Feriados } from './Feriados';
import { JornadaPorDefecto } from './JornadaPorDefecto';

/** What sets everyone's target: the company's jornada and the holidays (a person's own jornada is in 'Usuarios'). */
export function PanelJornadasYFeriados() {
  return (
    <Flex vertical gap="large">
      <section>
        <Titulo nivel={3} aspecto={5}>Jornada por defecto</Titulo>
        <JornadaPorDefecto />
      </section>
      <section>
        <Titulo nivel={3} aspecto={5}>Feriados</Titulo>
        <Feriados />
      </section>
    </Flex>
  );
}
