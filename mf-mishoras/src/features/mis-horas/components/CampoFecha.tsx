import type { ComponentProps } from 'react';
import { FORMATO_FECHA } from '@horas/shared';
import DatePicker from 'antd/es/date-picker';

/** A dd/MM/yyyy date field wide enough for its whole placeholder ('Seleccionar fecha'). */
export function CampoFecha(props: Omit<ComponentProps<typeof DatePicker>, 'format'>) {
  return <DatePicker format={FORMATO_FECHA} style={{ width: 180 }} {...props} />;
}
