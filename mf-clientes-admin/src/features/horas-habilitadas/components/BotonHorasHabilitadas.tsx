import { Button } from 'antd';
import { useAlternarHorasHabilitadas } from '../hooks/useAlternarHorasHabilitadas';

/** Names the action, not the state: with the flag off it reads 'Habilitar horas'. */
export function BotonHorasHabilitadas() {
  const { habilitadas, cambiando, alternar } = useAlternarHorasHabilitadas();
  return (
    <Button type={habilitadas ? 'default' : 'primary'} danger={habilitadas} loading={cambiando} onClick={alternar}>
      {habilitadas ? 'Deshabilitar horas' : 'Habilitar horas'}
    </Button>
  );
}
