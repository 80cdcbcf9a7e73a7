import type { Cliente } from '@horas/shared';
import { Alert, Empty, Flex, Spin } from 'antd';
import { useMemo } from 'react';
import type { EstadoMisHoras } from '../hooks/estadoMisHoras';
import { useSaldoDeBusqueda } from '../hooks/useSaldoDeBusqueda';
import { aRegistro, masRecientesPrimero } from '../utils/registro';
import { resumirPorCliente } from '../utils/resumenPorCliente';
import { RegistrosHoras } from './RegistrosHoras';
import { ResumenPorCliente } from './ResumenPorCliente';
import { ResumenTotales } from './ResumenTotales';

interface Props {
  estado: EstadoMisHoras;
  clientes: Cliente[];
}

/** What the last search produced: nothing yet, loading, its error, or the summary and the entries. */
export function ResultadosMisHoras({ estado, clientes }: Props) {
  const { horas, loading, error, totalHoras, filtrosActivos, tipoConsulta } = estado;
  const registros = useMemo(() => horas.map(aRegistro).sort(masRecientesPrimero), [horas]);
  const resumen = useMemo(() => resumirPorCliente(horas), [horas]);
  const saldo = useSaldoDeBusqueda(filtrosActivos);

  if (tipoConsulta === 'ninguno') return <Empty description="Selecciona un filtro para ver tus horas registradas." />;
  if (error) return <Alert type="error" showIcon title={`Error: ${error}`} />;
  // First search still running: nothing to keep on screen under the spinner.
  if (!filtrosActivos) return <Spin spinning description="Cargando horas…"><div style={{ minHeight: 120 }} /></Spin>;

  const idCliente = filtrosActivos.clienteId;
  const clienteFiltrado = idCliente === null
    ? null
    : clientes.find((c) => c.id === idCliente)?.nombre ?? horas[0]?.cliente?.nombre ?? `#${idCliente}`;

  return (
    <Spin spinning={loading} description="Cargando horas…">
      <Flex vertical gap="large">
        <ResumenTotales totalHoras={totalHoras} totalRegistros={horas.length} filtrosActivos={filtrosActivos} clienteFiltrado={clienteFiltrado} saldo={saldo} />
        {clienteFiltrado === null && <ResumenPorCliente resumen={resumen} />}
        <RegistrosHoras registros={registros} />
      </Flex>
    </Spin>
  );
}
