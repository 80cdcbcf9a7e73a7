import { TituloDePantalla } from '@horas/shared';
import { Flex } from 'antd';
import { useClientesUsuario } from './features/mis-horas/api/useClientesUsuario';
import { FiltrosMisHoras } from './features/mis-horas/components/FiltrosMisHoras';
import { ResultadosMisHoras } from './features/mis-horas/components/ResultadosMisHoras';
import { useDesplazarAlTerminar } from './features/mis-horas/hooks/useDesplazarAlTerminar';
import { useMisHoras } from './features/mis-horas/hooks/useMisHoras';

/** /mishoras: 'Mis Horas Registradas', the signed-in user's own hours with filters and downloads. */
export default function Screen() {
  const { estado, buscarPorCliente, buscarPorSemana, buscarPorFecha, limpiar } = useMisHoras();
  const clientes = useClientesUsuario();
  const resultados = useDesplazarAlTerminar<HTMLDivElement>(estado.terminadas, estado.loading);

  return (
    <Flex vertical gap="large">
      <TituloDePantalla style={{ margin: 0 }}>Mis Horas Registradas</TituloDePantalla>
      <FiltrosMisHoras
        clientes={clientes}
        buscando={estado.loading ? estado.tipoConsulta : null}
        onBuscarPorCliente={buscarPorCliente}
        onBuscarPorSemana={buscarPorSemana}
        onBuscarPorFecha={buscarPorFecha}
        onLimpiar={limpiar}
      />
      <div ref={resultados} style={{ scrollMarginTop: 16 }}>
        <ResultadosMisHoras estado={estado} clientes={clientes.lista} />
      </div>
    </Flex>
  );
}
