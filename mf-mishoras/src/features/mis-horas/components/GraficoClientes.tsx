import { formatHoras, formatPorcentaje } from '@horas/shared';
import { Flex, theme, Typography } from 'antd';
import type { ResumenCliente } from '../utils/resumenPorCliente';

/**
 * The per-client split as horizontal bars drawn with plain elements: five-odd bars do not justify
 * a chart library in the bundle. Bars are scaled to the largest client so small shares stay visible;
 * the label carries the real share. Screen readers get one sentence (the table holds the details).
 */
export function GraficoClientes({ resumen }: { resumen: ResumenCliente[] }) {
  const { token } = theme.useToken();
  const maximo = Math.max(...resumen.map((r) => r.horas));
  const descripcion = resumen.map((r) => `${r.cliente}: ${formatPorcentaje(r.porcentaje)} %`).join(', ');

  return (
    <figure role="img" aria-label={`Reparto de horas por cliente. ${descripcion}`} style={{ margin: 0 }}>
      <Flex vertical gap={8} aria-hidden>
        {resumen.map((r) => (
          <div key={r.clave} style={{ display: 'grid', gridTemplateColumns: 'minmax(90px, 30%) 1fr auto', gap: 8, alignItems: 'center' }}>
            <Typography.Text ellipsis={{ tooltip: r.cliente }}>{r.cliente}</Typography.Text>
            <div style={{ background: token.colorFillSecondary, borderRadius: token.borderRadiusSM, height: 16 }}>
              <div
                style={{
                  width: `${maximo > 0 ? (r.horas / maximo) * 100 : 0}%`,
                  height: '100%',
                  background: token.colorPrimary,
                  borderRadius: token.borderRadiusSM,
                }}
              />
            </div>
            <Typography.Text type="secondary">
              {formatHoras(r.horas)} h · {formatPorcentaje(r.porcentaje)} %
            </Typography.Text>
          </div>
        ))}
      </Flex>
    </figure>
  );
}
