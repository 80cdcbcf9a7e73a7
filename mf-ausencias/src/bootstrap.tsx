import { montarAislado } from '@horas/shared';
import Screen from './Screen';

// Standalone page for this remote's team; the shell loads ./Screen directly instead.
montarAislado({ titulo: 'Ausencias', Pantalla: Screen, apiUrl: import.meta.env.HORAS_API_URL });
