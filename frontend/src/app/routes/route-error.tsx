import { ErrorPage } from '@/components/errors/error-page';
import { Button } from '@/components/ui/button';

/** What a visitor sees when a route failed to render (see route-error-boundary.tsx). */
export function RouteErrorPage() {
  return (
    <ErrorPage
      title="Ein unerwarteter Fehler ist aufgetreten"
      message="Bitte laden Sie die Seite neu. Besteht das Problem weiterhin, kontaktieren Sie uns bitte."
      actions={<Button onClick={() => window.location.reload()}>Seite neu laden</Button>}
    />
  );
}
