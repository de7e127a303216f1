import { useRouteError } from 'react-router-dom';

import { ErrorPage } from '@/components/errors/error-page';
import { Button } from '@/components/ui/button';

/** Last line of defence for errors thrown while rendering a route (e.g. a chunk that failed to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Route failed to render', error);
  return (
    <ErrorPage
      title="Ein unerwarteter Fehler ist aufgetreten"
      message="Bitte laden Sie die Seite neu. Besteht das Problem weiterhin, kontaktieren Sie uns bitte."
      actions={<Button onClick={() => window.location.reload()}>Seite neu laden</Button>}
    />
  );
}
