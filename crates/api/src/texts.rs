//! Every German text the routes answer with, in one place. Texts of the use
//! cases and the domain stay with their error types; the front end's tests
//! read all of them through `server_messages` (see `contract.rs`).

pub const GENERIC_SERVER_ERROR: &str =
    "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal";
/// The database is away for a moment (a restart): nothing was lost, ask again.
pub const SERVICE_UNAVAILABLE: &str =
    "Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.";
/// The client recognises an expired session by exactly this text (spec §7).
pub const SESSION_EXPIRED: &str = "Token expired, please sign in again";
pub const NOT_AN_ADMIN: &str = "Sie haben keine Berechtigung für diesen Bereich";
pub const NOT_FOUND: &str = "Die angeforderte Ressource wurde nicht gefunden";

pub const SIGNED_UP: &str =
    "Ihr Konto wurde erstellt. Wir haben Ihnen einen Aktivierungslink per E-Mail gesendet.";
pub const ACTIVATED: &str = "Ihre E-Mail wurde erfolgreich aktiviert!";
pub const SIGNED_IN: &str = "Anmeldung erfolgreich! Sie werden weitergeleitet …";
pub const SIGNED_OUT: &str = "Sie wurden erfolgreich abgemeldet";
pub const ACTIVATION_MAIL_SENT: &str = "Wenn für diese E-Mail-Adresse ein noch nicht aktiviertes Konto besteht, \
haben wir Ihnen einen Aktivierungslink gesendet. Bitte prüfen Sie Ihr Postfach.";
pub const RESET_MAIL_SENT: &str = "Wenn für diese E-Mail-Adresse ein aktives Konto besteht, haben wir Ihnen einen \
Link zum Zurücksetzen des Passworts gesendet. Bitte prüfen Sie Ihr Postfach.";
pub const PASSWORD_RESET: &str = "Das Passwort wurde erfolgreich zurückgesetzt";

pub const WISH_ADDED: &str = "Produkt auf der Wunschliste!";
pub const WISH_REMOVED: &str = "Produkt von der Wunschliste entfernt";
pub const OWN_WISHLIST_ONLY: &str = "Sie können nur Ihre eigene Wunschliste bearbeiten";

pub const ORDER_PLACED: &str = "Bestellung angelegt";
pub const CUSTOM_ORDER_MAILED: &str =
    "Eine E-Mail mit Zahlungslink wurde für den aktuellen Kunden gesendet!";
pub const OWN_ACCOUNT_ORDERS_ONLY: &str = "Sie können nur für Ihr eigenes Konto bestellen";
pub const OWN_ORDERS_ONLY: &str = "Sie können nur Ihre eigenen Bestellungen sehen";
pub const ORDER_NOT_FOUND: &str = "Die Bestellung wurde nicht gefunden";
pub const IDEMPOTENCY_KEY_INVALID: &str =
    "Der Idempotency-Key muss 1 bis 255 sichtbare ASCII-Zeichen lang sein";

pub const STATUS_UPDATED: &str = "Bestellstatus erfolgreich aktualisiert!";
pub const SAMPLE_ADDED: &str = "Probe erfolgreich hinzugefügt!";
pub const SAMPLE_REMOVED: &str = "Probe erfolgreich entfernt!";

pub const MESSAGE_SAVED: &str = "Nachricht erfolgreich gespeichert!";

pub const SIGNATURE_MISSING: &str = "Signatur fehlt";
pub const SIGNATURE_INVALID: &str = "Ungültige Signatur";
pub const EVENT_UNREADABLE: &str = "Unlesbares Ereignis";
pub const PAYMENT_UNKNOWN: &str = "Diese Zahlung gibt es nicht";
pub const PAYMENT_MISMATCH: &str = "Die Zahlung passt nicht zur Bestellung";

pub const ACCOUNT_DELETED: &str =
    "Ihr Konto wurde gelöscht. Eine Bestätigung haben wir Ihnen per E-Mail gesendet.";
pub const UPLOAD_FILE_MISSING: &str = "Bitte wählen Sie eine Bilddatei aus (Feld \"file\")";
pub const UPLOAD_UNKNOWN_PART: &str =
    "Der Upload darf nur eine Bilddatei enthalten (Feld \"file\")";

// The framework's own refusals (extractors, the CSRF guard), worded like the rest.
pub const FOREIGN_ORIGIN: &str = "Anfragen von fremden Seiten sind nicht erlaubt";
pub const JSON_ONLY: &str = "Die Anfrage muss als application/json gesendet werden";
pub const BODY_TOO_LARGE: &str = "Die Anfrage ist zu groß";
pub const BODY_UNREADABLE: &str = "Der Inhalt konnte nicht gelesen werden";
/// Before what is wrong with a body: "Ungültige Anfrage: …".
pub const INVALID_REQUEST: &str = "Ungültige Anfrage";
/// Before what is wrong with a query: "Ungültige Abfrageparameter: …".
pub const INVALID_QUERY: &str = "Ungültige Abfrageparameter";
/// Before what is wrong with a path: "Ungültiger Pfad: …".
pub const INVALID_PATH: &str = "Ungültiger Pfad";
/// Before what is wrong with an upload's multipart body.
pub const INVALID_UPLOAD: &str = "Ungültiger Upload";
/// The disk under the database or the uploads is full (503).
pub const STORAGE_FULL: &str =
    "Der Speicher des Servers ist voll. Bitte versuchen Sie es später erneut.";
/// The image host (Cloudinary) cannot be reached or fails (503).
pub const IMAGE_HOST_UNAVAILABLE: &str = "Der Bilderdienst ist gerade nicht erreichbar. Bitte versuchen Sie es in wenigen Minuten erneut.";
/// The payment provider failed or was slow: the order stays and is paid later.
pub const PAYMENT_NOT_STARTED: &str = "Die Zahlung kann gerade nicht gestartet werden. Bitte versuchen Sie es in wenigen Minuten erneut.";
/// Served as plain text when `SHOP_STATIC_DIR` holds no built front end.
pub const FRONT_END_NOT_BUILT: &str = "Die Oberfläche ist nicht gebaut. Bitte `just run` verwenden oder `npm run build` in frontend/ ausführen.";

pub const PROOF_APPROVED: &str = "Vielen Dank für Ihre Druckfreigabe.";
pub const PROOF_REVISED: &str =
    "Ihre Änderung wurde übernommen. Bitte prüfen Sie den neuen Druckabzug.";
pub const ORDER_CANCELLED_BY_CUSTOMER: &str = "Ihre Bestellung wurde storniert. Den Betrag erstatten wir Ihnen, die Gutschrift erhalten Sie per E-Mail.";
pub const LATE_PAYMENT_REFUNDED: &str = "Die Zahlung wurde erstattet.";
pub const NO_APPROVED_ORDERS: &str = "Es gibt keine freigegebenen Bestellungen.";

/// A day field of a form that is not `YYYY-MM-DD`.
pub const DATE_INVALID: &str = "Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT).";
/// `/api/proof-approval` without its token or order.
pub const APPROVAL_LINK_INCOMPLETE: &str =
    "Dieser Freigabelink ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail.";
/// `proof.png` with a width the shop does not render.
pub const PICTURE_WIDTH: &str =
    "Die Bildbreite muss zwischen 200 und 2000 Pixeln in Schritten von 100 liegen.";
/// 'Meine Daten' after a password change.
pub const PASSWORD_CHANGED: &str = "Ihr Passwort wurde geändert.";
/// Retrying a job the table does not hold.
pub const JOB_NOT_FOUND: &str = "Die Aufgabe wurde nicht gefunden.";
/// Retrying a job that has not failed.
pub const JOB_NOT_FAILED: &str = "Nur fehlgeschlagene Aufgaben können erneut versucht werden.";
