/**
 * What a page needs before anyone signs in: the API client, the session and app stores, the login
 * form and whether the person wants less motion, without antd. The shell's login imports
 * `@horas/shared/sesion` so that it loads only this; `@horas/shared` re-exports it, so in every build it is the same modules (one store).
 */
export * from './api';
export * from './auth/almacenLocal';
export * from './auth/useAuthStore';
export * from './app/useAppStore';
import './app/cableadoDeSesion';
export * from './ui/LoginForm';
export * from './ui/useMenosMovimiento';
