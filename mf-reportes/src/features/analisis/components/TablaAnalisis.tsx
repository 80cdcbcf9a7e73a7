import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { memo } from 'react';
import { ETIQUETA_DIMENSION, TextoOculto, ZonaDesplazable, type Analisis } from '@horas/shared';
import { columnasDe, textoDe } from '../utils/columnas';
import type { Filtros } from '../utils/estadoAnalisis';
import { filasDe, filaTotal, type FilaAnalisis } from '../utils/filas';

/** A number or a period's name never wraps mid-way in a narrow column ('sem. 24/08', '1234.50'). */
const Entero = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

interface Props {
  analisis: Analisis;
  cargando: boolean;
  onEstrechar: (filtros: Filtros) => void;
  onVerRegistros: (fila: FilaAnalisis) => void;
}

/**
 * Every number of the analysis: a row per group (expandable to its subgroups), its periods, Horas,
 * %, Registros, the target's and comparison's columns, and 'Total'. A name narrows the filters to it.
 * The table scrolls sideways in its own section, so the page does not at 390 px.
 */
export const TablaAnalisis = memo(function TablaAnalisis({ analisis, cargando, onEstrechar, onVerRegistros }: Props) {
  const valores = columnasDe(analisis);
  const titulo = [analisis.grupo, analisis.subgrupo].filter((d) => d !== null).map((d) => ETIQUETA_DIMENSION[d]).join(' / ');
  const columnas: TableColumnsType<FilaAnalisis> = [
    {
      key: 'nombre',
      title: titulo,
      render: (_, fila) => (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} onClick={() => onEstrechar(fila.filtros)}>
          {fila.nombre}
        </Button>
      ),
    },
    ...valores.map((columna, i) => ({
      key: `v${i}`, title: <Entero>{columna.titulo}</Entero>, align: 'right' as const, render: (_: unknown, fila: FilaAnalisis) => <Entero>{textoDe(columna, fila)}</Entero>,
    })),
    {
      key: 'registros-de',
      title: <TextoOculto>Acciones</TextoOculto>,
      render: (_, fila) => <Button size="small" aria-label={`Ver registros de ${fila.nombre}`} onClick={() => onVerRegistros(fila)}>Ver registros</Button>,
    },
  ];
  const total = filaTotal(analisis);

  return (
    <ZonaDesplazable etiqueta="Tabla del análisis">
      <Table<FilaAnalisis>
        rowKey="clave"
        size="small"
        columns={columnas}
        dataSource={filasDe(analisis)}
        loading={cargando}
        pagination={false}
        summary={() => (
          <Table.Summary>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}><Typography.Text strong>Total</Typography.Text></Table.Summary.Cell>
              {valores.map((columna, i) => (
                <Table.Summary.Cell key={columna.titulo} index={i + 1} align="right"><Typography.Text strong><Entero>{textoDe(columna, total)}</Entero></Typography.Text></Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={valores.length + 1} />
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </ZonaDesplazable>
  );
});
