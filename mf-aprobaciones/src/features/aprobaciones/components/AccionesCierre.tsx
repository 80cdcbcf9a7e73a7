import { BotonOcupado, nombreCompleto, type CierreFila } from '@horas/shared';
import { Button, Flex } from 'antd';
import { decidible, type Aprobador } from '../utils/filas';

interface Props {
  fila: CierreFila;
  aprobador: Aprobador;
  /** The row's approval is on its way. */
  aprobando: boolean;
  onVer: () => void;
  onAprobar: () => void;
  onRechazar: () => void;
  onReabrir: () => void;
}

/** A row's actions, each naming its person: 'Ver mes'; 'Aprobar' and 'Rechazar' a sent month; 'Reabrir' an approved one (administrators). */
export function AccionesCierre({ fila, aprobador, aprobando, onVer, onAprobar, onRechazar, onReabrir }: Props) {
  const nombre = nombreCompleto(fila);
  const decide = decidible(fila, aprobador);
  return (
    <Flex wrap gap={4}>
      <Button size="small" aria-label={`Ver mes de ${nombre}`} onClick={onVer}>Ver mes</Button>
      {decide && (
        <BotonOcupado size="small" type="primary" aria-label={`Aprobar ${nombre}`} ocupado={aprobando} onClick={onAprobar}>Aprobar</BotonOcupado>
      )}
      {decide && <Button size="small" danger aria-label={`Rechazar ${nombre}`} onClick={onRechazar}>Rechazar</Button>}
      {aprobador.administrador && fila.estado === 'aprobado' && (
        <Button size="small" aria-label={`Reabrir ${nombre}`} onClick={onReabrir}>Reabrir</Button>
      )}
    </Flex>
  );
}
