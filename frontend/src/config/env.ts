/**
 * Runtime configuration. The shop API serves this front end and answers on the
 * same origin, so the API base is the relative path `/api` (cookies stay first-party).
 */
function readApiUrl(): string {
  const configured = import.meta.env.VITE_API_URL as string | undefined;
  const value = configured?.trim() || '/api';
  if (!value.startsWith('/')) {
    throw new Error(`VITE_API_URL must be a same-origin path such as "/api", got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const env = {
  API_URL: readApiUrl(),
} as const;
