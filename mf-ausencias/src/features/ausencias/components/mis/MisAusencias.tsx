import { Flex } from 'antd';
import { ListaMisAusencias } from './ListaMisAusencias';
import { SolicitarAusencia } from './SolicitarAusencia';
import { TarjetaSaldo } from './TarjetaSaldo';

/** 'Mis ausencias': the year's balance, a new request, and the requests made. */
export function MisAusencias() {
  return (
    <Flex vertical gap="large">
      <TarjetaSaldo />
      <SolicitarAusencia />
      <ListaMisAusencias />
    </Flex>
  );
}
