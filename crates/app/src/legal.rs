//! AGB, Impressum and Datenschutz, kept once, here: the pages render them
//! from the API, the AGB is offered as a PDF and attached to each order
//! confirmation, and each order records the AGB version its buyer accepted.
//! The texts (`legal/*.json`) name the seller by placeholders such as
//! `{seller.legalName}`, filled from `SHOP_SELLER_*`.

use serde::{Deserialize, Serialize};
use shop_domain::Seller;

/// The AGB version in force; an order records the version its buyer accepted.
pub const TERMS_VERSION: &str = "2026-12-07";

/// Which text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LegalDocument {
    Terms,
    Imprint,
    Privacy,
}

impl LegalDocument {
    /// Reads `terms`, `imprint` or `privacy`.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "terms" => Some(Self::Terms),
            "imprint" => Some(Self::Imprint),
            "privacy" => Some(Self::Privacy),
            _ => None,
        }
    }

    fn source(self) -> &'static str {
        match self {
            Self::Terms => include_str!("legal/terms.json"),
            Self::Imprint => include_str!("legal/imprint.json"),
            Self::Privacy => include_str!("legal/privacy.json"),
        }
    }
}

/// A text as the pages show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalText {
    pub version: String,
    #[serde(rename = "updatedAt")]
    pub updated_at: String,
    pub sections: Vec<LegalSection>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalSection {
    pub title: String,
    /// Paragraphs; one starting with '• ' is an item of a list.
    pub paragraphs: Vec<String>,
}

/// The paragraph the terms replace with the payment methods taken.
const PAYMENT_METHODS: &str = "{paymentMethods}";

/// The German name of a payment method (Stripe's name); an unknown one as it is.
pub fn payment_method_name(method: &str) -> String {
    match method {
        "card" => "Kreditkarte (auch Apple Pay und Google Pay)",
        "paypal" => "PayPal",
        "klarna" => "Klarna",
        "sepa_debit" => "SEPA-Lastschrift",
        // Stripe's pay-later for businesses: Billie pays the shop and carries the risk.
        "billie" => "Rechnungskauf über Billie",
        other => other,
    }
    .to_owned()
}

/// The texts filled in for one seller and its payment methods.
#[derive(Debug, Clone)]
pub struct LegalTexts {
    seller: Seller,
    /// The German names of the payment methods offered.
    payment_methods: Vec<String>,
}

impl LegalTexts {
    /// The texts of `seller`, naming `payment_methods` (Stripe's names).
    pub fn new(seller: Seller, payment_methods: &[String]) -> Self {
        Self {
            seller,
            payment_methods: payment_methods
                .iter()
                .map(|method| payment_method_name(method))
                .collect(),
        }
    }

    /// The seller the texts name.
    pub fn seller(&self) -> &Seller {
        &self.seller
    }

    /// `document` with every placeholder filled in.
    ///
    /// # Errors
    /// Only when the bundled text is broken (its test reads every one).
    pub fn document(&self, document: LegalDocument) -> Result<LegalText, serde_json::Error> {
        let mut text: LegalText = serde_json::from_str(document.source())?;
        for section in &mut text.sections {
            let mut paragraphs = Vec::with_capacity(section.paragraphs.len());
            for paragraph in &section.paragraphs {
                if paragraph.trim() == PAYMENT_METHODS {
                    paragraphs.extend(self.payment_methods.iter().map(|name| format!("• {name}")));
                } else {
                    paragraphs.push(self.filled(paragraph));
                }
            }
            section.paragraphs = paragraphs;
            section.title = self.filled(&section.title);
        }
        Ok(text)
    }

    fn filled(&self, text: &str) -> String {
        let seller = &self.seller;
        let unset = "–";
        [
            ("{seller.legalName}", seller.name.as_str()),
            ("{seller.street}", seller.street.as_str()),
            ("{seller.zip}", seller.zip_code.as_str()),
            ("{seller.city}", seller.city.as_str()),
            ("{seller.email}", seller.email.as_str()),
            ("{seller.phone}", seller.phone.as_str()),
            ("{seller.vatId}", seller.vat_id.as_deref().unwrap_or(unset)),
            (
                "{seller.registerCourt}",
                seller.register_court.as_deref().unwrap_or(unset),
            ),
            (
                "{seller.registerNumber}",
                seller.register_number.as_deref().unwrap_or(unset),
            ),
            (
                "{seller.managingDirectors}",
                seller.managing_directors.as_deref().unwrap_or(unset),
            ),
        ]
        .iter()
        .fold(text.to_owned(), |text, (key, value)| {
            text.replace(key, value)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts() -> LegalTexts {
        LegalTexts::new(Seller::demo(), &["card".to_owned(), "paypal".to_owned()])
    }

    #[test]
    fn every_text_reads_and_leaves_no_placeholder_unfilled() {
        for document in [
            LegalDocument::Terms,
            LegalDocument::Imprint,
            LegalDocument::Privacy,
        ] {
            let text = texts().document(document).unwrap();
            assert!(!text.sections.is_empty(), "{document:?}");
            let all = serde_json::to_string(&text).unwrap();
            assert!(!all.contains("{seller."), "{document:?}: {all}");
            assert!(!all.contains(PAYMENT_METHODS), "{document:?}");
        }
    }

    #[test]
    fn the_terms_carry_the_version_orders_record_and_the_payment_methods() {
        let terms = texts().document(LegalDocument::Terms).unwrap();
        assert_eq!(terms.version, TERMS_VERSION);
        let paragraphs: Vec<&String> = terms.sections.iter().flat_map(|s| &s.paragraphs).collect();
        assert!(paragraphs.iter().any(|p| *p == "• PayPal"));
        assert!(
            !paragraphs.iter().any(|p| p.contains("Billie")),
            "only when configured"
        );
        let with_billie =
            LegalTexts::new(Seller::demo(), &["card".to_owned(), "billie".to_owned()])
                .document(LegalDocument::Terms)
                .unwrap();
        assert!(
            with_billie
                .sections
                .iter()
                .flat_map(|s| &s.paragraphs)
                .any(|p| p == "• Rechnungskauf über Billie")
        );
        let imprint = texts().document(LegalDocument::Imprint).unwrap();
        let all = serde_json::to_string(&imprint).unwrap();
        assert!(all.contains("HRB 12345") && all.contains("Amtsgericht Mönchengladbach"));
    }
}
