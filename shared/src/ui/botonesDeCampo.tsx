import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons/SearchOutlined';

// The buttons antd puts inside a field, named in Spanish: it names a Select's clear button 'Clear'
// and leaves an Input's, and Input.Search's button, to their icons ('close-circle', 'search').
// 'Limpiar' is what antd's es_ES gives the date picker's.

export const LIMPIAR_SELECCION = { clearIcon: <CloseCircleFilled />, label: 'Limpiar' };
export const LIMPIAR_TEXTO = { clearIcon: <CloseCircleFilled aria-label="Limpiar" /> };
export const ICONO_BUSCAR = <SearchOutlined aria-label="Buscar" />;
