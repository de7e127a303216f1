//! The shop's mails in German, as HTML and plain text. Everything that comes
//! from users (company names) or links is HTML-escaped.

use shop_domain::OrderStatus;
use shop_ports::mailer::{MailComposer, MailContent, OutgoingMail};

use crate::order_mail::order_block;

const SHOP: &str = "PrimeCards";
const FOOTER_TEXT: &str = "PrimeCards GmbH · Musterstraße 12 · 41061 Mönchengladbach · info@primecards.de · +49 2161 123 45 67";

pub struct GermanMailComposer;

pub(crate) fn escape(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

/// A call to action: the button's label and where it leads.
struct Action<'a> {
    label: &'a str,
    link: &'a str,
}

/// A block shown after the paragraphs (an order's lines), in both forms.
pub(crate) struct Block {
    pub(crate) text: String,
    pub(crate) html: String,
}

/// One mail: a greeting, paragraphs, an optional block, an optional button
/// with its link, a closing line, and the footer.
struct Layout<'a> {
    subject: String,
    greeting: String,
    paragraphs: Vec<&'a str>,
    block: Option<Block>,
    action: Option<Action<'a>>,
    after: &'a str,
}

impl Layout<'_> {
    fn render(&self, to: &str) -> OutgoingMail {
        let mut text = format!("{}\n\n", self.greeting);
        for paragraph in &self.paragraphs {
            text.push_str(paragraph);
            text.push_str("\n\n");
        }
        if let Some(block) = &self.block {
            text.push_str(&block.text);
            text.push_str("\n\n");
        }
        if let Some(action) = &self.action {
            text.push_str(&format!("{}:\n{}\n\n", action.label, action.link));
        }
        text.push_str(&format!(
            "{}\n\nIhr {SHOP}-Team\n\n--\n{FOOTER_TEXT}\n",
            self.after
        ));

        let paragraphs: String = self
            .paragraphs
            .iter()
            .map(|p| format!("<p style=\"margin:0 0 16px\">{}</p>", escape(p)))
            .collect();
        let block = self
            .block
            .as_ref()
            .map(|block| block.html.clone())
            .unwrap_or_default();
        let action = self
            .action
            .as_ref()
            .map(|action| {
                let link = escape(action.link);
                format!(
                    "<p style=\"margin:24px 0\"><a href=\"{link}\" style=\"background:#c2410c;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:bold;display:inline-block\">{label}</a></p>\
<p style=\"margin:0 0 16px;font-size:13px;color:#55607a\">Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br><a href=\"{link}\" style=\"color:#c2410c;word-break:break-all\">{link}</a></p>",
                    label = escape(action.label),
                )
            })
            .unwrap_or_default();
        let html = format!(
            "<!doctype html><html lang=\"de\"><head><meta charset=\"utf-8\"><title>{subject}</title></head>\
<body style=\"margin:0;background:#f6f1ea;font-family:Arial,Helvetica,sans-serif;color:#14213d\">\
<table role=\"presentation\" width=\"100%\" cellpadding=\"0\" cellspacing=\"0\"><tr><td align=\"center\" style=\"padding:32px 16px\">\
<table role=\"presentation\" width=\"560\" cellpadding=\"0\" cellspacing=\"0\" style=\"background:#ffffff;border-radius:12px;overflow:hidden\">\
<tr><td style=\"background:#14213d;color:#f59e42;font-size:22px;font-weight:bold;padding:20px 28px\">{SHOP}</td></tr>\
<tr><td style=\"padding:28px;font-size:15px;line-height:1.55\">\
<p style=\"margin:0 0 16px\">{greeting}</p>{paragraphs}{block}{action}\
<p style=\"margin:0 0 16px\">{after}</p><p style=\"margin:0\">Ihr {SHOP}-Team</p></td></tr>\
<tr><td style=\"background:#f1ece4;color:#55607a;font-size:12px;padding:16px 28px\">{footer}</td></tr>\
</table></td></tr></table></body></html>",
            subject = escape(&self.subject),
            greeting = escape(&self.greeting),
            after = escape(self.after),
            footer = escape(FOOTER_TEXT),
        );
        OutgoingMail {
            to: to.to_owned(),
            subject: self.subject.clone(),
            html_body: html,
            text_body: text,
        }
    }
}

/// Subject word and sentence for a new order status.
fn status_text(status: OrderStatus) -> (&'static str, &'static str) {
    match status {
        OrderStatus::Processing => ("in Bearbeitung", "Wir bearbeiten Ihre Bestellung."),
        OrderStatus::Shipped => (
            "versandt",
            "Ihre Magnete sind gedruckt und auf dem Weg zu Ihnen.",
        ),
        OrderStatus::Delivered => (
            "zugestellt",
            "Ihre Bestellung wurde zugestellt. Wir wünschen viel Erfolg damit!",
        ),
        OrderStatus::Cancelled => (
            "storniert",
            "Ihre Bestellung wurde storniert. Falls Sie bereits bezahlt haben, erstatten wir den Betrag.",
        ),
    }
}

impl MailComposer for GermanMailComposer {
    fn compose(&self, to: &str, content: &MailContent) -> OutgoingMail {
        match content {
            MailContent::Activation { company_name, link } => Layout {
                subject: format!("Bitte aktivieren Sie Ihr {SHOP}-Konto"),
                greeting: format!("Hallo {company_name},"),
                paragraphs: vec![
                    "vielen Dank für Ihre Registrierung bei PrimeCards.",
                    "Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren. Der Link ist 24 Stunden gültig und kann einmal verwendet werden.",
                ],
                block: None,
                action: Some(Action {
                    label: "Konto aktivieren",
                    link,
                }),
                after: "Falls Sie sich nicht bei uns registriert haben, können Sie diese E-Mail ignorieren.",
            }
            .render(to),
            MailContent::PasswordReset { link } => Layout {
                subject: format!("Ihr {SHOP}-Passwort zurücksetzen"),
                greeting: "Guten Tag,".to_owned(),
                paragraphs: vec![
                    "wir haben eine Anfrage erhalten, das Passwort Ihres PrimeCards-Kontos zurückzusetzen.",
                    "Über den folgenden Link können Sie ein neues Passwort festlegen. Der Link ist eine Stunde gültig und kann einmal verwendet werden.",
                ],
                block: None,
                action: Some(Action {
                    label: "Neues Passwort festlegen",
                    link,
                }),
                after: "Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.",
            }
            .render(to),
            MailContent::OrderConfirmation(summary) => Layout {
                subject: format!(
                    "Ihre {SHOP}-Bestellung Nr. {} ist bezahlt",
                    summary.order_id.get()
                ),
                greeting: format!("Hallo {},", summary.shipping.contact_person),
                paragraphs: vec![
                    "vielen Dank für Ihre Bestellung! Ihre Zahlung ist bei uns eingegangen, wir beginnen jetzt mit dem Druck.",
                ],
                block: Some(order_block(summary)),
                action: None,
                after: "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
            }
            .render(to),
            MailContent::PaymentLink { order, link } => Layout {
                subject: format!(
                    "Ihre {SHOP}-Bestellung Nr. {}: Bitte bezahlen Sie online",
                    order.order_id.get()
                ),
                greeting: format!("Hallo {},", order.shipping.contact_person),
                paragraphs: vec![
                    "wie besprochen haben wir Ihre Bestellung für Sie angelegt. Bitte prüfen Sie die Positionen und bezahlen Sie bequem online per Karte – danach beginnen wir mit dem Druck.",
                ],
                block: Some(order_block(order)),
                action: Some(Action {
                    label: "Jetzt bezahlen",
                    link,
                }),
                after: "Der Link ist nur für diese Bestellung gültig. Bei Fragen antworten Sie einfach auf diese E-Mail.",
            }
            .render(to),
            MailContent::StatusChanged {
                order_id,
                recipient_name,
                status,
            } => {
                let (subject, text) = status_text(*status);
                let line = format!("Ihre Bestellung Nr. {}: {text}", order_id.get());
                Layout {
                    subject: format!("{SHOP}-Bestellung Nr. {}: {subject}", order_id.get()),
                    greeting: format!("Hallo {recipient_name},"),
                    paragraphs: vec![&line],
                    block: None,
                    action: None,
                    after: "Bei Fragen zu Ihrer Bestellung antworten Sie einfach auf diese E-Mail oder rufen Sie uns an.",
                }
                .render(to)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use shop_ports::mailer::{MailComposer, MailContent};

    use super::GermanMailComposer;

    #[test]
    fn the_activation_mail_carries_the_link_in_both_parts_and_escapes_the_company() {
        let mail = GermanMailComposer.compose(
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
                .contains("href=\"https://shop.example/activate?email=k%40e.de&amp;token=abc\"")
        );
        assert!(
            mail.html_body
                .contains("Hallo &lt;b&gt;Wok &amp; Roll&lt;/b&gt;,")
        );
        assert!(!mail.html_body.contains("<b>Wok"));
    }

    #[test]
    fn the_reset_mail_names_its_lifetime() {
        let mail = GermanMailComposer.compose(
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
}
