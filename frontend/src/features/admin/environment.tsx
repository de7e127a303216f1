/**
 * What the back-office needs from the rest of the app without importing other
 * features (they are islands): the session and the designer's card templates.
 * `app/routes/admin/admin-app.tsx` provides it.
 */
import { createContext, useContext, type ReactNode } from 'react';

export type TemplateOption = { value: string; label: string };

export type AdminEnvironment = {
  /** A user is signed in (the route guard keeps customers out, so it is an admin). */
  signedIn: boolean;
  /** Clears the session locally and on the server. */
  logout: () => void;
  /** The card templates in the designer's order, with their German names. */
  templates: readonly TemplateOption[];
  /** The German name of a template key; unknown keys come back as they are. */
  templateLabel: (key: string) => string;
};

const AdminEnvironmentContext = createContext<AdminEnvironment | null>(null);

export function AdminEnvironmentProvider({ value, children }: { value: AdminEnvironment; children: ReactNode }) {
  return <AdminEnvironmentContext.Provider value={value}>{children}</AdminEnvironmentContext.Provider>;
}

export function useAdminEnvironment(): AdminEnvironment {
  const environment = useContext(AdminEnvironmentContext);
  if (environment === null) throw new Error('useAdminEnvironment must be used inside <AdminEnvironmentProvider>');
  return environment;
}
