//! The shop's mails in German, as HTML and plain text, rendered from the
//! askama templates in `templates/`: the HTML ones escape everything they
//! are given (company names, links), the text ones take it as it is.

use askama::Template;
use shop_domain::{OrderId, OrderStatus, Seller, Shipment, TaxCategory};
use shop_ports::mailer::{ExpressRefundWay, MailComposer, MailContent, OutgoingMail};

use crate::{
    order_view::OrderView,
    payment_letters::{bank_line, letter_text},
};

const SHOP: &str = "PrimeCards";

const PROOF_SOON: &str = "Über den Link unten prüfen Sie Ihren Druckabzug, sobald er fertig ist – meist nach wenigen Sekunden. Dauert es länger, schicken wir Ihnen eine eigene E-Mail, sobald er bereit ist.";
const CANCEL_WITHIN_24_HOURS: &str = "Innerhalb von 24 Stunden nach dieser Bestätigung können Sie Ihre Bestellung stornieren, solange sie noch nicht in Produktion ist.";
const BOUGHT_ON_INVOICE: &str = "vielen Dank für Ihre Bestellung! Sie kaufen auf Rechnung; die Rechnung mit unserer Bankverbindung liegt dieser E-Mail bei.";
/// Writes the shop's mails; each ends with the seller's business-letter
/// data (§ 37a HGB, § 35a GmbHG).
pub struct GermanMailComposer {
    footer: String,
    /// Where unpaid invoices are paid to, when the seller has a bank account.
    bank: Option<String>,
}

impl GermanMailComposer {
    /// Mails signed by `seller` (`SHOP_SELLER_*`).
    pub fn for_seller(seller: &Seller) -> Self {
        Self {
            footer: business_letter_data(seller),
            bank: bank_line(seller),
        }
    }

    /// Mails of the demo company ([`Seller::demo`]), for tests and tools.
    pub fn demo() -> Self {
        Self::for_seller(&Seller::demo())
    }
}

/// Legal name with its form, address and contact; then seat, register
/// court and number, managing directors and USt-IdNr., where set.
pub fn business_letter_data(seller: &Seller) -> String {
    let contact = [
        seller.name.as_str(),
        seller.street.as_str(),
        &format!("{} {}", seller.zip_code, seller.city),
        seller.email.as_str(),
        seller.phone.as_str(),
    ];
    let register = match (&seller.register_court, &seller.register_number) {
        (Some(court), Some(number)) => Some(format!("Registergericht: {court}, {number}")),
        (Some(court), None) => Some(format!("Registergericht: {court}")),
        (None, Some(number)) => Some(number.clone()),
        (None, None) => None,
    };
    let legal = [
        Some(format!("Sitz: {}", seller.city)),
        register,
        seller
            .managing_directors
            .as_ref()
            .map(|names| format!("Geschäftsführung: {names}")),
        seller.vat_id.as_ref().map(|id| format!("USt-IdNr.: {id}")),
        seller
            .tax_number
            .as_ref()
            .filter(|_| seller.vat_id.is_none())
            .map(|number| format!("Steuernummer: {number}")),
    ];
    let contact = contact
        .iter()
        .filter(|part| !part.trim().is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(" · ");
    let legal = legal.into_iter().flatten().collect::<Vec<_>>().join(" · ");
    format!("{contact}\n{legal}")
}

/// Under every approval link: it also shows the order and offers the cancellation.
const APPROVAL_LINK_NOTE: &str = "Über denselben Link sehen Sie jederzeit den Stand Ihrer Bestellung und können sie innerhalb von 24 Stunden nach der Bestellbestätigung stornieren.";

/// What an order with designs of its own waits for, on the confirmation page and in its mail.
const NEXT_STEP_APPROVAL: &str = "Jetzt Druckabzug prüfen – wir drucken erst nach Ihrer Freigabe.";

/// The confirmation of a tax-exempt intra-community supply, whose invoice is issued when it ships.
pub const INVOICE_WITH_SHIPPING: &str = "Ihre Rechnung erhalten Sie mit dem Versand.";

/// A call to action: the button's label and where it leads.
struct Action<'a> {
    label: &'a str,
    link: &'a str,
}

/// One mail: a greeting, paragraphs, an optional order, an optional button
/// with its link, a closing line, and the footer.
struct Mail<'a> {
    shop: &'static str,
    subject: String,
    greeting: String,
    paragraphs: Vec<&'a str>,
    order: Option<OrderView<'a>>,
    action: Option<Action<'a>>,
    after: &'a str,
    footer: &'a str,
}

#[derive(Template)]
#[template(path = "mail.html")]
struct MailHtml<'a> {
    m: &'a Mail<'a>,
}

#[derive(Template)]
#[template(path = "mail.txt")]
struct MailText<'a> {
    m: &'a Mail<'a>,
}

/// Renders `template`; its values are plain text and numbers, whose
/// formatting cannot fail, so an error here is a broken template.
fn rendered(template: &impl Template) -> String {
    template.render().unwrap_or_else(|error| {
        tracing::error!(%error, "a mail template failed to render");
        String::new()
    })
}

impl<'a> Mail<'a> {
    fn new(
        footer: &'a str,
        subject: String,
        greeting: String,
        paragraphs: Vec<&'a str>,
        after: &'a str,
    ) -> Self {
        Self {
            shop: SHOP,
            subject,
            greeting,
            paragraphs,
            order: None,
            action: None,
            after,
            footer,
        }
    }

    fn with_order(mut self, order: OrderView<'a>) -> Self {
        self.order = Some(order);
        self
    }

    fn with_action(mut self, label: &'a str, link: &'a str) -> Self {
        self.action = Some(Action { label, link });
        self
    }

    fn render(&self, to: &str) -> OutgoingMail {
        OutgoingMail {
            to: to.to_owned(),
            subject: self.subject.clone(),
            html_body: rendered(&MailHtml { m: self }),
            text_body: rendered(&MailText { m: self }),
            attachments: Vec::new(),
        }
    }
}

/// Every order mail's subject: 'PrimeCards-Bestellung Nr. 42 – Bestellbestätigung'.
/// The approval mail's paragraphs: `text`, the promise
/// ('Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.') when there is
/// one, then the note on the approval link.
fn with_promise<'a>(mut paragraphs: Vec<&'a str>, promise: Option<&'a str>) -> Vec<&'a str> {
    paragraphs.extend(promise);
    paragraphs.push(APPROVAL_LINK_NOTE);
    paragraphs
}

fn order_subject(order_id: OrderId, occasion: &str) -> String {
    format!("{SHOP}-Bestellung Nr. {} – {occasion}", order_id.get())
}

/// Occasion and sentence for a new order status.
fn status_text(status: OrderStatus) -> (&'static str, &'static str) {
    match status {
        OrderStatus::Processing => ("In Bearbeitung", "Wir bearbeiten Ihre Bestellung."),
        OrderStatus::Approved => (
            "Freigegeben",
            "Alle Druckabzüge Ihrer Bestellung sind freigegeben.",
        ),
        OrderStatus::InProduction => (
            "In Produktion",
            "Ihre Druckfreigabe liegt vor, wir drucken jetzt Ihre Magnete. Änderungen und Stornierungen sind ab jetzt nicht mehr möglich.",
        ),
        OrderStatus::Shipped => (
            "Versendet",
            "Ihre Magnete sind gedruckt und auf dem Weg zu Ihnen.",
        ),
        OrderStatus::Delivered => (
            "Zugestellt",
            "Ihre Bestellung wurde zugestellt. Wir wünschen viel Erfolg damit!",
        ),
        OrderStatus::Cancelled => (
            "Storniert",
            "Ihre Bestellung wurde storniert. Falls Sie bereits bezahlt haben, erstatten wir den Betrag.",
        ),
    }
}

impl MailComposer for GermanMailComposer {
    fn compose(&self, to: &str, content: &MailContent) -> OutgoingMail {
        let footer = self.footer.as_str();
        match content {
            MailContent::Activation { company_name, link } => Mail::new(
                footer,
                format!("Bitte aktivieren Sie Ihr {SHOP}-Konto"),
                format!("Hallo {company_name},"),
                vec![
                    "vielen Dank für Ihre Registrierung bei PrimeCards.",
                    "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
                ],
                "Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren.",
            )
            .with_action("Konto aktivieren", link)
            .render(to),
            MailContent::PasswordReset { link } => Mail::new(
                footer,
                format!("Ihr {SHOP}-Passwort zurücksetzen"),
                "Guten Tag,".to_owned(),
                vec![
                    "wir haben eine Anfrage erhalten, das Passwort Ihres PrimeCards-Kontos zurückzusetzen.",
                    "Über den folgenden Link können Sie ein neues Passwort festlegen. Der Link ist eine Stunde gültig und kann einmal verwendet werden.",
                ],
                "Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.",
            )
            .with_action("Neues Passwort festlegen", link)
            .render(to),
            MailContent::OrderConfirmation(summary) => {
                let mut paragraphs = match (summary.approval_link.is_some(), &summary.payment_terms) {
                        (true, None) => vec![
                            "vielen Dank für Ihre Bestellung! Ihre Zahlung ist bei uns eingegangen.",
                            NEXT_STEP_APPROVAL,
                            PROOF_SOON,
                            CANCEL_WITHIN_24_HOURS,
                        ],
                        (false, None) => vec![
                            "vielen Dank für Ihre Bestellung! Ihre Zahlung ist bei uns eingegangen. Wir bereiten Ihre Bestellung jetzt für den Versand vor.",
                            CANCEL_WITHIN_24_HOURS,
                        ],
                        // Bought on invoice: the agreed term, as the checkout stated it.
                        (true, Some(terms)) => vec![
                            BOUGHT_ON_INVOICE,
                            terms.as_str(),
                            NEXT_STEP_APPROVAL,
                            PROOF_SOON,
                            CANCEL_WITHIN_24_HOURS,
                        ],
                        (false, Some(terms)) => vec![
                            BOUGHT_ON_INVOICE,
                            terms.as_str(),
                            "Wir bereiten Ihre Bestellung jetzt für den Versand vor.",
                            CANCEL_WITHIN_24_HOURS,
                        ],
                    };
                // The deadline right after the ask to approve, as the approval page says it.
                if let (Some(promise), Some(at)) = (
                    summary.approval_promise.as_deref(),
                    paragraphs.iter().position(|text| *text == NEXT_STEP_APPROVAL),
                ) {
                    paragraphs.insert(at + 1, promise);
                }
                let mut mail = Mail::new(
                    footer,
                    order_subject(summary.order_id, "Bestellbestätigung"),
                    format!("Hallo {},", summary.shipping.contact_person),
                    paragraphs,
                    "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .with_order(OrderView::of(summary));
                if summary.totals.category == TaxCategory::IntraCommunity {
                    // Its invoice is dated by the day the goods leave (BT-72).
                    mail.paragraphs.push(INVOICE_WITH_SHIPPING);
                }
                match &summary.approval_link {
                    Some(link) => mail.with_action("Druckabzug prüfen", link).render(to),
                    None => mail.render(to),
                }
            }
            MailContent::PaymentLink { order, link } => Mail::new(
                footer,
                order_subject(order.order_id, "Ihr Zahlungslink"),
                format!("Hallo {},", order.shipping.contact_person),
                vec![
                    "wie besprochen haben wir Ihre Bestellung für Sie angelegt. Bitte prüfen Sie die Positionen und bezahlen Sie bequem online per Karte – danach beginnen wir mit dem Druck.",
                ],
                "Der Link ist nur für diese Bestellung gültig. Bei Fragen antworten Sie einfach auf diese E-Mail.",
            )
            .with_order(OrderView::of(order))
            .with_action("Jetzt bezahlen", link)
            .render(to),
            MailContent::AccountDeleted { company_name } => Mail::new(
                footer,
                format!("Ihr {SHOP}-Konto wurde gelöscht"),
                format!("Hallo {company_name},"),
                vec![
                    "wie gewünscht haben wir Ihr Kundenkonto gelöscht, mit Ihrer Wunschliste und allen Anmeldungen.",
                    "Ihre Bestellungen und Rechnungen müssen wir nach § 147 AO und § 14b UStG zehn Jahre aufbewahren; sie sind mit keinem Konto mehr verbunden.",
                ],
                "Falls Sie die Löschung nicht veranlasst haben, antworten Sie bitte umgehend auf diese E-Mail.",
            )
            .render(to),
            MailContent::Refunded {
                order_id,
                recipient_name,
                amount,
                credit_note,
            } => {
                let refund = format!(
                    "Ihre Bestellung Nr. {} wurde storniert. Wir haben Ihnen {amount} auf die Karte erstattet, mit der Sie bezahlt haben; je nach Bank sehen Sie die Gutschrift in wenigen Tagen auf Ihrer Abrechnung.",
                    order_id.get()
                );
                let document = credit_note.as_ref().map(|number| {
                    format!("Die Gutschrift {number} zur Rechnung dieser Bestellung finden Sie im Anhang.")
                });
                Mail::new(
                footer,
                    order_subject(*order_id, "Storniert und erstattet"),
                    format!("Hallo {recipient_name},"),
                    std::iter::once(refund.as_str())
                        .chain(document.as_deref())
                        .collect(),
                    "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .render(to)
            }
            MailContent::ExpressRefunded {
                order_id,
                recipient_name,
                amount,
                credit_note,
                settled_by,
            } => {
                let how = match settled_by {
                    ExpressRefundWay::Refunded => format!(
                        "Wir haben Ihnen {amount} auf die Zahlungsart erstattet, mit der Sie bezahlt haben; je nach Bank sehen Sie die Gutschrift in wenigen Tagen."
                    ),
                    ExpressRefundWay::Deducted => format!(
                        "Wir ziehen {amount} von Ihrer offenen Rechnung ab: Bitte überweisen Sie nur den um diese Gutschrift verminderten Betrag."
                    ),
                    ExpressRefundWay::TransferredBack => format!(
                        "Da Ihre Rechnung bereits bezahlt ist, überweisen wir Ihnen {amount} auf Ihr Konto zurück."
                    ),
                };
                let text = format!(
                    "Ihre Bestellung Nr. {} mit Express-Produktion haben wir später versendet als zugesagt. Dafür entschuldigen wir uns. Wie versprochen erhalten Sie den Express-Zuschlag zurück. {how}",
                    order_id.get()
                );
                let document = credit_note.as_ref().map(|number| {
                    format!("Die Gutschrift {number} über den Express-Zuschlag finden Sie im Anhang.")
                });
                Mail::new(
                    footer,
                    order_subject(*order_id, "Express-Zuschlag erstattet"),
                    format!("Hallo {recipient_name},"),
                    std::iter::once(text.as_str())
                        .chain(document.as_deref())
                        .collect(),
                    "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .render(to)
            }
            MailContent::InvoiceIssued {
                order_id,
                recipient_name,
                invoice,
            } => {
                let text = format!(
                    "anbei erhalten Sie die Rechnung {invoice} zu Ihrer bezahlten Bestellung Nr. {}. Bitte entschuldigen Sie, dass sie erst jetzt kommt.",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, &format!("Rechnung {invoice}")),
                    format!("Hallo {recipient_name},"),
                    vec![&text],
                    "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .render(to)
            }
            MailContent::StatusChanged {
                order_id,
                recipient_name,
                status,
                shipment,
            } => {
                let (subject, text) = status_text(*status);
                let line = format!("Ihre Bestellung Nr. {}: {text}", order_id.get());
                let parcel = shipment.as_ref().map(|shipment| {
                    let carrier = shipment.carrier.map_or("", |carrier| carrier.as_str());
                    let number = shipment
                        .tracking_number
                        .as_ref()
                        .map_or(String::new(), |number| format!(" mit der Sendungsnummer {}", number.as_str()));
                    format!("Ihr Paket ist {}unterwegs{number}.", if carrier.is_empty() { String::new() } else { format!("mit {carrier} ") })
                });
                let tracking_url = shipment.as_ref().and_then(Shipment::tracking_url);
                let mail = Mail::new(
                footer,
                    order_subject(*order_id, subject),
                    format!("Hallo {recipient_name},"),
                    std::iter::once(line.as_str()).chain(parcel.as_deref()).collect(),
                    "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                );
                match &tracking_url {
                    Some(url) => mail.with_action("Sendung verfolgen", url).render(to),
                    None => mail.render(to),
                }
            }
            MailContent::ProofReady {
                order_id,
                recipient_name,
                link,
                promise,
            } => {
                let text = format!(
                    "vielen Dank für Ihre Bestellung Nr. {}! Bevor wir drucken, prüfen Sie bitte Ihren Druckabzug: genau diese Datei drucken wir. Stimmen Logo, Adresse, Telefonnummer und QR-Code, geben Sie ihn frei; sonst wünschen Sie eine Änderung.",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, "Ihr Druckabzug ist bereit: bitte prüfen und freigeben"),
                    format!("Hallo {recipient_name},"),
                    with_promise(vec![&text], promise.as_deref()),
                    "Wir beginnen mit dem Druck, sobald alle Druckabzüge freigegeben sind.",
                )
                .with_action("Druckabzug prüfen und freigeben", link)
                .render(to)
            }
            MailContent::ApprovalReminder {
                order_id,
                recipient_name,
                link,
                promise,
            } => {
                let text = format!(
                    "für Ihre Bestellung Nr. {} fehlt noch Ihre Druckfreigabe. Erst danach können wir Ihre Magnete drucken.",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, "Erinnerung: Ihre Druckfreigabe fehlt noch"),
                    format!("Hallo {recipient_name},"),
                    with_promise(vec![&text], promise.as_deref()),
                    "Bei Fragen zu Ihrem Druckabzug antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .with_action("Druckabzug prüfen und freigeben", link)
                .render(to)
            }
            MailContent::ApprovalReceived {
                order_id,
                recipient_name,
            } => {
                let text = format!(
                    "Sie haben alle Druckabzüge Ihrer Bestellung Nr. {} freigegeben. Wir drucken genau die freigegebenen Dateien.",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, "Druckfreigabe erhalten"),
                    format!("Hallo {recipient_name},"),
                    vec![&text],
                    "Sobald Ihre Bestellung in Produktion geht, hören Sie wieder von uns.",
                )
                .render(to)
            }
            MailContent::PaymentClearing {
                order_id,
                recipient_name,
            } => {
                let text = format!(
                    "Wir haben Ihre Bestellung erhalten. Sobald Ihre Zahlung eingegangen ist, erhalten Sie Ihre Rechnung und Ihren Druckabzug. (Bestellung Nr. {})",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, "Zahlung in Bearbeitung"),
                    format!("Hallo {recipient_name},"),
                    vec![&text],
                    "Eine Lastschrift dauert in der Regel zwei bis fünf Bankarbeitstage.",
                )
                .render(to)
            }
            MailContent::InvoicePaid {
                order_id,
                recipient_name,
                invoice,
                amount,
                paid_on,
            } => {
                let text = format!(
                    "Ihre Zahlung über {amount} zur Rechnung {invoice} ist am {} vollständig bei uns eingegangen. Vielen Dank!",
                    paid_on.format("%d.%m.%Y")
                );
                Mail::new(
                    footer,
                    order_subject(*order_id, "Zahlungseingang bestätigt"),
                    format!("Hallo {recipient_name},"),
                    vec![&text],
                    "Die Rechnung ist damit beglichen; Sie müssen nichts weiter tun.",
                )
                .render(to)
            }
            MailContent::DeliveryDateMoved {
                order_id,
                recipient_name,
                before,
                ship_on,
                reasons,
            } => {
                let text = format!(
                    "vielen Dank für Ihre Druckfreigabe. Weil sie nach dem Termin für den zugesagten Versand eingegangen ist, versenden wir Ihre Bestellung Nr. {} am {} statt am {}.",
                    order_id.get(),
                    ship_on.format("%d.%m.%Y"),
                    before.format("%d.%m.%Y")
                );
                let why = (!reasons.is_empty())
                    .then(|| format!("Was den Termin bestimmt: {}.", reasons.join("; ")));
                let mut paragraphs = vec![text.as_str()];
                paragraphs.extend(why.as_deref());
                Mail::new(
                    footer,
                    format!("Neuer Liefertermin für Ihre Bestellung Nr. {}", order_id.get()),
                    format!("Hallo {recipient_name},"),
                    paragraphs,
                    "Bei Fragen zum Termin antworten Sie einfach auf diese E-Mail.",
                )
                .render(to)
            }
            MailContent::PaymentReminder {
                recipient_name,
                letter,
                ..
            } => {
                let text = letter_text(letter, self.bank.as_deref());
                Mail::new(
                    footer,
                    letter.step.subject(&letter.invoice),
                    format!("Guten Tag {recipient_name},"),
                    text.paragraphs.iter().map(String::as_str).collect(),
                    text.after,
                )
                .render(to)
            }
            MailContent::PaymentFailed {
                order_id,
                recipient_name,
                link,
            } => {
                let text = format!(
                    "leider ist die Zahlung für Ihre Bestellung Nr. {} nicht bei uns eingegangen. Über den folgenden Link können Sie erneut bezahlen.",
                    order_id.get()
                );
                Mail::new(
                footer,
                    order_subject(*order_id, "Zahlung fehlgeschlagen"),
                    format!("Hallo {recipient_name},"),
                    vec![&text],
                    "Bei Fragen zu Ihrer Zahlung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                )
                .with_action("Jetzt bezahlen", link)
                .render(to)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use shop_domain::{Cents, OrderId, OrderStatus};
    use shop_ports::mailer::{ExpressRefundWay, MailComposer, MailContent};

    use super::GermanMailComposer;

    #[test]
    fn the_activation_mail_carries_the_link_in_both_parts_and_escapes_the_company() {
        let mail = GermanMailComposer::demo().compose(
            "kunde@example.de",
            &MailContent::Activation {
                company_name: "<b>Wok & Roll</b>".into(),
                link: "https://shop.example/activate?email=k%40e.de&token=abc".into(),
            },
        );

        assert_eq!(mail.subject, "Bitte aktivieren Sie Ihr PrimeCards-Konto");
        assert!(
            mail.text_body
                .contains("https://shop.example/activate?email=k%40e.de&token=abc")
        );
        assert!(
            mail.html_body
                .contains("href=\"https://shop.example/activate?email=k%40e.de&#38;token=abc\"")
        );
        assert!(
            mail.html_body
                .contains("Hallo &#60;b&#62;Wok &#38; Roll&#60;/b&#62;,")
        );
        assert!(!mail.html_body.contains("<b>Wok"));
    }

    #[test]
    fn the_reset_mail_names_its_lifetime() {
        let mail = GermanMailComposer::demo().compose(
            "kunde@example.de",
            &MailContent::PasswordReset {
                link: "https://shop.example/reset-password?token=t".into(),
            },
        );

        assert!(mail.text_body.contains("eine Stunde gültig"));
        assert!(
            mail.text_body
                .contains("https://shop.example/reset-password?token=t")
        );
    }

    #[test]
    fn the_refund_mail_names_the_amount_and_the_attached_credit_note() {
        let mail = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::Refunded {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
                amount: Cents::new(17_826),
                credit_note: Some("GS-2026-00001".into()),
            },
        );

        assert_eq!(
            mail.subject,
            "PrimeCards-Bestellung Nr. 42 – Storniert und erstattet"
        );
        for body in [&mail.text_body, &mail.html_body] {
            assert!(body.contains("Hallo Maria Rossi,"), "{body}");
            assert!(body.contains("178,26 €"), "{body}");
            assert!(body.contains("Die Gutschrift GS-2026-00001"), "{body}");
        }
    }

    #[test]
    fn the_proof_mail_and_its_reminder_carry_the_approval_link_the_promise_and_the_asked_subjects()
    {
        let link = "https://shop.example/proof-approval?token=abc";
        let promise = "Freigabe bis Mi, 12:00 Uhr → Versand am Fr, 18.12.";
        for (content, subject) in [
            (
                MailContent::ProofReady {
                    order_id: OrderId::new(42),
                    recipient_name: "Maria Rossi".into(),
                    link: link.into(),
                    promise: Some(promise.into()),
                },
                "PrimeCards-Bestellung Nr. 42 – Ihr Druckabzug ist bereit: bitte prüfen und freigeben",
            ),
            (
                MailContent::ApprovalReminder {
                    order_id: OrderId::new(42),
                    recipient_name: "Maria Rossi".into(),
                    link: link.into(),
                    promise: Some(promise.into()),
                },
                "PrimeCards-Bestellung Nr. 42 – Erinnerung: Ihre Druckfreigabe fehlt noch",
            ),
        ] {
            let mail = GermanMailComposer::demo().compose("maria@pizzeria-roma.de", &content);

            assert_eq!(mail.subject, subject);
            for body in [&mail.text_body, &mail.html_body] {
                assert!(body.contains(link), "{body}");
                assert!(body.contains("Hallo Maria Rossi,"), "{body}");
                assert!(body.contains(promise), "{body}");
            }
        }
    }

    #[test]
    fn the_express_refund_mail_names_the_amount_the_way_back_and_the_credit_note() {
        for (way, how) in [
            (ExpressRefundWay::Refunded, "auf die Zahlungsart erstattet"),
            (ExpressRefundWay::Deducted, "von Ihrer offenen Rechnung ab"),
            (ExpressRefundWay::TransferredBack, "auf Ihr Konto zurück"),
        ] {
            let mail = GermanMailComposer::demo().compose(
                "maria@pizzeria-roma.de",
                &MailContent::ExpressRefunded {
                    order_id: OrderId::new(42),
                    recipient_name: "Maria Rossi".into(),
                    amount: Cents::new(3_558),
                    credit_note: Some("GS-2026-00002".into()),
                    settled_by: way,
                },
            );

            assert_eq!(
                mail.subject,
                "PrimeCards-Bestellung Nr. 42 – Express-Zuschlag erstattet"
            );
            for body in [&mail.text_body, &mail.html_body] {
                assert!(body.contains("35,58 €"), "{body}");
                assert!(body.contains(how), "{body}");
                assert!(body.contains("Die Gutschrift GS-2026-00002"), "{body}");
            }
        }
    }

    #[test]
    fn each_step_has_its_subject_and_the_shipped_mail_links_the_tracking_page() {
        let status = |status, shipment| {
            GermanMailComposer::demo().compose(
                "maria@pizzeria-roma.de",
                &MailContent::StatusChanged {
                    order_id: OrderId::new(42),
                    recipient_name: "Maria Rossi".into(),
                    status,
                    shipment,
                },
            )
        };
        let shipped = status(
            OrderStatus::Shipped,
            Some(shop_domain::Shipment {
                carrier: Some(shop_domain::Carrier::Dhl),
                tracking_number: shop_domain::TrackingNumber::parse("00340434161094042557").ok(),
            }),
        );

        assert_eq!(
            status(OrderStatus::InProduction, None).subject,
            "PrimeCards-Bestellung Nr. 42 – In Produktion"
        );
        assert_eq!(shipped.subject, "PrimeCards-Bestellung Nr. 42 – Versendet");
        for body in [&shipped.text_body, &shipped.html_body] {
            assert!(body.contains("mit DHL"), "{body}");
            assert!(
                body.contains("https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557"),
                "{body}"
            );
        }
        assert!(
            !status(OrderStatus::Shipped, None)
                .text_body
                .contains("verfolgen")
        );
    }

    #[test]
    fn a_delayed_payment_is_announced_and_a_failed_one_offers_a_new_link() {
        let clearing = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::PaymentClearing {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
            },
        );
        let failed = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::PaymentFailed {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
                link: "https://shop.example/api/payments/link/xyz".into(),
            },
        );

        let paid = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::InvoicePaid {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
                invoice: "RE-2026-00043".into(),
                amount: shop_domain::Cents::new(59_500),
                paid_on: chrono::NaiveDate::from_ymd_opt(2026, 12, 10).unwrap(),
            },
        );
        assert_eq!(
            paid.subject,
            "PrimeCards-Bestellung Nr. 42 – Zahlungseingang bestätigt"
        );
        assert!(paid.text_body.contains(
            "Ihre Zahlung über 595,00 € zur Rechnung RE-2026-00043 ist am 10.12.2026 vollständig bei uns eingegangen."
        ));
        assert!(clearing.text_body.contains(
            "Wir haben Ihre Bestellung erhalten. Sobald Ihre Zahlung eingegangen ist, erhalten Sie Ihre Rechnung und Ihren Druckabzug."
        ));
        assert!(
            failed
                .text_body
                .contains("https://shop.example/api/payments/link/xyz")
        );
    }

    #[test]
    fn a_dunning_mail_is_titled_by_its_invoice_and_names_where_to_pay() {
        let letter = shop_domain::payment_reminder::ReminderLetter::write(
            shop_domain::payment_reminder::ReminderStep::Dunning,
            "RE-2026-00042",
            chrono::NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            shop_domain::Cents::new(59_500),
            chrono::NaiveDate::from_ymd_opt(2026, 12, 15).unwrap(),
            &shop_domain::default_interest::BaseRates::published(),
        )
        .unwrap();
        let mail = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::PaymentReminder {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
                letter,
            },
        );
        assert_eq!(mail.subject, "1. Mahnung zu Rechnung RE-2026-00042");
        assert!(
            mail.text_body.starts_with("Guten Tag Maria Rossi,"),
            "{}",
            mail.text_body
        );
        assert!(
            mail.text_body
                .contains("Zu zahlender Gesamtbetrag: 637,34 €")
        );
        assert!(
            mail.html_body
                .contains("Zu zahlender Gesamtbetrag: 637,34 €")
        );
        assert!(
            mail.text_body
                .contains("IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX"),
            "{}",
            mail.text_body
        );
    }

    #[test]
    fn a_moved_shipping_day_names_the_new_day_the_old_one_and_why() {
        let mail = GermanMailComposer::demo().compose(
            "maria@pizzeria-roma.de",
            &MailContent::DeliveryDateMoved {
                order_id: OrderId::new(42),
                recipient_name: "Maria Rossi".into(),
                before: chrono::NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
                ship_on: chrono::NaiveDate::from_ymd_opt(2026, 11, 26).unwrap(),
                reasons: vec!["Wochenende".into()],
            },
        );
        assert_eq!(
            mail.subject,
            "Neuer Liefertermin für Ihre Bestellung Nr. 42"
        );
        assert!(
            mail.text_body.contains(
                "versenden wir Ihre Bestellung Nr. 42 am 26.11.2026 statt am 25.11.2026."
            ),
            "{}",
            mail.text_body
        );
        assert!(
            mail.text_body
                .contains("Was den Termin bestimmt: Wochenende.")
        );
    }
}
