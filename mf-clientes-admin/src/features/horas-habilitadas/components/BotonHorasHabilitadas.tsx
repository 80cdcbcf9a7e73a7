import { BotonOcupado } from '@horas/shared';
import { Flex, Typography } from 'antd';
import { useAlternarHorasHabilitadas } from '../hooks/useAlternarHorasHabilitadas';

/** The button names the action ('Habilitar horas' with the flag off); the text beside it says the state. */
export function BotonHorasHabilitadas() {
  const { habilitadas, cambiando, alternar } = useAlternarHorasHabilitadas();
  return (
    <Flex wrap align="center" gap="middle">
      <BotonOcupado type={habilitadas ? 'default' : 'primary'} danger={habilitadas} ocupado={cambiando} onClick={alternar}>
        {habilitadas ? 'Deshabilitar horas' : 'Habilitar horas'}
      </BotonOcupado>
      <Typography.Text role="status">
        {`Carga de horas fuera de período: ${habilitadas ? 'habilitada' : 'deshabilitada'}`}
      </Typography.Text>
    </Flex>
  );
}
