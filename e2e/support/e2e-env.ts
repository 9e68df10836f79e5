/** Where the journeys find the server that global-setup starts (a fixed port, overridable). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
