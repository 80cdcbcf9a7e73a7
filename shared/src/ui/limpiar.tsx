import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';

/**
 * The clear button of a Select or an Input, named in Spanish: antd names the Select's 'Clear' and
 * leaves the Input's to its icon ('close-circle'); 'Limpiar' is what es_ES gives the date picker's.
 */
export const LIMPIAR_SELECCION = { clearIcon: <CloseCircleFilled />, label: 'Limpiar' };
export const LIMPIAR_TEXTO = { clearIcon: <CloseCircleFilled aria-label="Limpiar" /> };
