import { montarAislado } from '@horas/shared';
import AdminNav from './AdminNav';

// Standalone page for this remote's team; the shell loads ./AdminNav directly instead.
montarAislado({ titulo: 'Gestión de Clientes', Pantalla: AdminNav, apiUrl: import.meta.env.HORAS_API_URL });
