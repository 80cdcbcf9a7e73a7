import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { Button, type ButtonProps } from 'antd';
import type { ComponentProps } from 'react';

/**
 * A button whose work is under way: disabled and `aria-busy`, its icon swapped for a spinner hidden
 * from assistive technology. Not antd's `loading`: its icon says 'loading' inside the button's
 * accessible name and stays in the DOM after the work whenever its leave animation does not finish.
 * This spinner is an ordinary icon, gone on the render that ends the work. For buttons antd draws
 * itself (a modal's OK), spread it into their props: `okButtonProps={{ ...propsDeBotonOcupado(x) }}`.
 */
export function propsDeBotonOcupado(ocupado: boolean, { disabled, icon }: Pick<ButtonProps, 'disabled' | 'icon'> = {}) {
  return {
    disabled: disabled || ocupado,
    'aria-busy': ocupado,
    icon: ocupado ? <LoadingOutlined aria-hidden /> : icon,
  } satisfies ButtonProps;
}

export interface BotonOcupadoProps extends Omit<ComponentProps<typeof Button>, 'loading'> {
  /** True while the button's work is under way. */
  ocupado: boolean;
}

/** An antd Button that shows its work under way (see `propsDeBotonOcupado`); every other prop, `ref` included, is antd's. */
export function BotonOcupado({ ocupado, disabled, icon, ...props }: BotonOcupadoProps) {
  return <Button {...props} {...propsDeBotonOcupado(ocupado, { disabled, icon })} />;
}
