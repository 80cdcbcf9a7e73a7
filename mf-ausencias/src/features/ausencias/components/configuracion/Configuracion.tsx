import { Flex } from 'antd';
import { DiasDeVacaciones } from './DiasDeVacaciones';
import { TiposAusencia } from './TiposAusencia';

/** 'Configuración' (administrators): the absence types and the vacation days per year. */
export function Configuracion() {
  return (
    <Flex vertical gap="large">
      <TiposAusencia />
      <DiasDeVacaciones />
    </Flex>
  );
}
