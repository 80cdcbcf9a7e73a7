import { getClientesAdmin } from '@horas/shared';
import { useCarga } from '../../../hooks/useCarga';

/** Every client, active or not (admin list). */
export const useClientesAdmin = () => useCarga(getClientesAdmin);
