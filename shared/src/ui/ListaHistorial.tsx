import { Alert, Button, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback } from 'react';
import { mensajeDeError } from '../api';
import { conFechasDeHoras, fraseDeHistorial } from '../contracts';
import type { Historial } from '../datos/useHistorial';
import { formatFechaHora } from '../domain';
import { BotonOcupado } from './BotonOcupado';
import { useAlAparecer } from './useAlAparecer';

interface Props {
  historial: Historial;
  /** The list's accessible name. */
  etiqueta: string;
  /** What an empty history says. */
  vacio?: string;
  /** The history of one entry as it is now: its day names the records that do not say it. */
  horaActual?: { horaId: number; fecha: string };
}

const ERROR_HISTORIAL = 'No se pudo cargar el historial';

const Reintentar = ({ onClick }: { onClick: () => void }) => <Button size="small" onClick={onClick}>Reintentar</Button>;

/**
 * Records of the history as sentences with their date and time, newest first. The next page comes
 * when the end of the list scrolls into view, or with 'Cargar más' (the keyboard's and screen
 * readers' way, and the browsers' without IntersectionObserver).
 */
export function ListaHistorial({ historial, etiqueta, vacio = 'No hay cambios registrados.', horaActual }: Props) {
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = historial;
  const cargarMas = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const centinela = useAlAparecer<HTMLDivElement>(cargarMas, hasNextPage && !isFetchingNextPage && !isFetchNextPageError);

  if (!data) {
    if (!error) return <Spin description="Cargando historial..." style={{ display: 'block', padding: 16 }} />;
    return <Alert type="error" showIcon title={mensajeDeError(error) ?? ERROR_HISTORIAL} action={<Reintentar onClick={() => void refetch()} />} />;
  }
  const registros = conFechasDeHoras(data.pages.flatMap((pagina) => pagina.items), horaActual);
  if (registros.length === 0) return <Empty description={vacio} />;

  return (
    <Flex component="section" aria-label={etiqueta} vertical gap="small">
      <Flex component="ol" vertical gap="small" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {registros.map((registro) => (
          <li key={registro.id}>
            <Typography.Text type="secondary"><time dateTime={registro.en}>{formatFechaHora(registro.en)}</time></Typography.Text>{' '}
            <Typography.Text>{fraseDeHistorial(registro)}</Typography.Text>
          </li>
        ))}
      </Flex>
      {isFetchNextPageError && (
        <Alert type="error" showIcon title={mensajeDeError(error) ?? ERROR_HISTORIAL} action={<Reintentar onClick={cargarMas} />} />
      )}
      {hasNextPage && (
        <div ref={centinela}>
          <BotonOcupado ocupado={isFetchingNextPage} onClick={cargarMas}>Cargar más</BotonOcupado>
        </div>
      )}
    </Flex>
  );
}
