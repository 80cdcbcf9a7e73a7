/** The fixed "today" of every test: Wednesday 18 March 2026 (window: 2026-01-01 .. 2026-03-31). */
export const HOY = '2026-03-18';
export const IDS = { admin: 1, ana: 2, luis: 3, carla: 4 } as const;
export const JWT_SECRET = 'secreto-de-pruebas-solo-para-tests-0123456789';
