/**
 * An answer the test lets go of. A handler awaits `held`, and the request stays
 * on its way until the test calls `release()`; a state shown only while a request
 * is under way (a loader, a busy button) can then be asserted without racing the
 * answer:
 *
 *   const list = heldResponse();
 *   server.use(http.get('/api/things', async () => {
 *     await list.held;
 *     return undefined; // falls through to the fake API's own answer
 *   }));
 *   renderApp('/things');
 *   expect(await screen.findByText('Wird geladen …')).toBeInTheDocument();
 *   list.release();
 *   expect(await screen.findByRole('table')).toBeInTheDocument();
 *
 * Released, it stays released: requests that await it later go through at once.
 */
export interface HeldResponse {
  /** Settles when the test calls `release()`. */
  held: Promise<void>;
  release: () => void;
}

export function heldResponse(): HeldResponse {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
