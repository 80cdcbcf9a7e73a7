import { Button, Flex, Typography } from 'antd';
import { useAlternarHorasHabilitadas } from '../hooks/useAlternarHorasHabilitadas';

/**
 * The button names the action ('Habilitar horas' with the flag off); the text beside it says the
 * state. No antd `loading`: its icon lingers in the button's accessible name ('loading …') while it
 * animates away after the save; disabled while saving says enough.
 */
export function BotonHorasHabilitadas() {
  const { habilitadas, cambiando, alternar } = useAlternarHorasHabilitadas();
  return (
    <Flex wrap align="center" gap="middle">
      <Button type={habilitadas ? 'default' : 'primary'} danger={habilitadas} disabled={cambiando} aria-busy={cambiando} onClick={alternar}>
        {habilitadas ? 'Deshabilitar horas' : 'Habilitar horas'}
      </Button>
      <Typography.Text role="status">
        {`Carga de horas fuera de período: ${habilitadas ? 'habilitada' : 'deshabilitada'}`}
      </Typography.Text>
    </Flex>
  );
}
