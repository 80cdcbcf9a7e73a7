import { getAreas } from '@horas/shared';
import { useCarga } from './useCarga';

/** Every area, for the create and edit forms. */
export const useAreas = () => useCarga(getAreas);
