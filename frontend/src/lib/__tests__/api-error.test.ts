import serverMessages from '@/testing/server-messages.json';

import {
  apiErrorTexts,
  errorCodeOf,
  failureServerMessage,
  handleApiError,
  isSessionExpired,
  SESSION_EXPIRED_CODE,
} from '../api-error';

function deps() {
  return { notifyError: vi.fn(), logout: vi.fn(), navigate: vi.fn() };
}

describe('handleApiError', () => {
  it('logs out and sends the user to /sign-in when the session expired', () => {
    const d = deps();
    handleApiError(
      { status: 401, data: { code: SESSION_EXPIRED_CODE, message: 'Token expired, please sign in again' } },
      d,
    );
    expect(d.notifyError).toHaveBeenCalledWith('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an');
    expect(d.logout).toHaveBeenCalledTimes(1);
    expect(d.navigate).toHaveBeenCalledWith('/sign-in');
  });

  it('does nothing for any other 401', () => {
    const d = deps();
    handleApiError({ status: 401, data: { message: 'Bitte melden Sie sich an' } }, d);
    handleApiError({ status: 401, data: null }, d);
    expect(d.notifyError).not.toHaveBeenCalled();
    expect(d.logout).not.toHaveBeenCalled();
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('shows the generic server text for 500, not the body', () => {
    const d = deps();
    handleApiError({ status: 500, data: { message: 'stack trace' } }, d);
    expect(d.notifyError).toHaveBeenCalledWith('Server-Fehler. Bitte versuchen Sie es später noch einmal');
  });

  it("shows the server's message for other HTTP errors", () => {
    const d = deps();
    handleApiError({ status: 404, data: { message: 'Es wurde kein passendes Muster gefunden für: X' } }, d);
    handleApiError({ status: 422, data: { message: 'Menge muss zwischen 1 und 15 liegen' } }, d);
    expect(d.notifyError.mock.calls).toEqual([
      ['Es wurde kein passendes Muster gefunden für: X'],
      ['Menge muss zwischen 1 und 15 liegen'],
    ]);
    expect(d.logout).not.toHaveBeenCalled();
  });

  it('falls back to the unexpected-error text when an HTTP error has no message', () => {
    const d = deps();
    handleApiError({ status: 502, data: '<html>Bad Gateway</html>' }, d);
    expect(d.notifyError).toHaveBeenCalledWith(apiErrorTexts.unexpected);
  });

  it('treats an unparsable 500 page as a server error', () => {
    const d = deps();
    handleApiError({ status: 'PARSING_ERROR', originalStatus: 500, data: '<html>', error: 'SyntaxError' }, d);
    expect(d.notifyError).toHaveBeenCalledWith(apiErrorTexts.server);
  });

  it('reports a missing response as a network error', () => {
    const d = deps();
    handleApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, d);
    expect(d.notifyError).toHaveBeenCalledWith('Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.');
  });

  it('reports anything else as unexpected', () => {
    const d = deps();
    handleApiError(new Error('boom'), d);
    handleApiError({ name: 'TypeError', message: 'x is undefined' }, d);
    handleApiError(undefined, d);
    expect(d.notifyError).toHaveBeenCalledTimes(3);
    for (const [message] of d.notifyError.mock.calls) {
      expect(message).toBe('Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut');
    }
  });
});

describe('isSessionExpired', () => {
  it('is true only for the session-expired code, whatever the text says', () => {
    expect(isSessionExpired({ status: 401, data: { code: 'auth.session_expired', message: 'reworded' } })).toBe(true);
    expect(
      isSessionExpired({
        status: 401,
        data: { code: 'auth.wrong_credentials', message: serverMessages.signInWrongCredentials },
      }),
    ).toBe(false);
    expect(isSessionExpired({ status: 401, data: { message: serverMessages.sessionExpired } })).toBe(false);
    expect(isSessionExpired({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(false);
    expect(isSessionExpired(undefined)).toBe(false);
  });
});

describe('failureServerMessage', () => {
  it("reads the server's message of an HTTP failure, nothing else", () => {
    expect(failureServerMessage({ status: 409, data: { message: 'Schon vergeben' } })).toBe('Schon vergeben');
    expect(
      failureServerMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }),
    ).toBeNull();
    expect(failureServerMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
    expect(failureServerMessage(new Error('boom'))).toBeNull();
  });
});

describe('errorCodeOf', () => {
  it("reads the server's stable code of an HTTP failure, next to its message", () => {
    const expired = { status: 422, data: { code: 'voucher.expired', message: 'Dieser Aktionscode ist abgelaufen.' } };
    expect(errorCodeOf(expired)).toBe('voucher.expired');
    expect(failureServerMessage(expired)).toBe('Dieser Aktionscode ist abgelaufen.');
    expect(errorCodeOf({ status: 'PARSING_ERROR', originalStatus: 409, data: { code: 'conflict' }, error: 'x' })).toBe(
      'conflict',
    );
  });

  it('is null without an answer, or for an answer without a code', () => {
    expect(errorCodeOf({ status: 404, data: { message: 'Nicht gefunden' } })).toBeNull();
    expect(errorCodeOf({ status: 404, data: { code: '', message: 'Nicht gefunden' } })).toBeNull();
    expect(errorCodeOf({ status: 404, data: { code: 404 } })).toBeNull();
    expect(errorCodeOf({ status: 502, data: '<html>' })).toBeNull();
    expect(errorCodeOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBeNull();
    expect(errorCodeOf(new Error('boom'))).toBeNull();
  });
});
