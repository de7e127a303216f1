//! The invoice as a PDF/A-3b with its Factur-X XML embedded: one A4 page
//! (more when the lines need them) in the bundled OFL font, text as real
//! text. krilla writes the PDF/A-3 and the attachment; lopdf then adds the
//! Factur-X extension to the XMP metadata, which krilla cannot write yet.

use std::sync::{Arc, OnceLock};

use krilla::{
    Document, SerializeSettings,
    configure::{Archival, ConfigurationBuilder},
    embed::{AssociationKind, EmbeddedFile, MimeType},
    metadata::{DateTime, Metadata},
    page::PageSettings,
};
use qrcode::{EcLevel, QrCode};
use shop_domain::{
    Cents, DocumentKind, InvoiceDocument, SalesUnit, Settlement, giro_code::GiroCode,
};

use crate::factur_x::payment_note;
pub use crate::pdf_kit::PdfError;
use crate::pdf_kit::{BOLD, Face, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, Pen, REGULAR, wrapped};
use crate::xmp::with_factur_x_extension;

/// Where the lines stop and the next page begins.
const BOTTOM: f32 = PAGE_HEIGHT - 110.0;

/// The table's columns: left edges, and the right edges amounts align to.
const COL_POSITION: f32 = MARGIN;
const COL_DESCRIPTION: f32 = MARGIN + 28.0;
const COL_QUANTITY_RIGHT: f32 = 370.0;
const COL_UNIT_RIGHT: f32 = 455.0;
const COL_TOTAL_RIGHT: f32 = PAGE_WIDTH - MARGIN;
const DESCRIPTION_WIDTH: f32 = 250.0;

/// Writes invoices and credit notes as Factur-X PDF/A-3b. The bundled font
/// is read for the first invoice, not when the shop starts: a process that
/// issues none does not hold it.
#[derive(Clone, Default)]
pub struct InvoicePdf {
    fonts: Arc<OnceLock<Option<Fonts>>>,
}

/// The bundled font's two faces, read.
struct Fonts {
    regular: Face,
    bold: Face,
}

/// `1.234,56 €`.
fn euro(cents: Cents) -> String {
    let value = cents.get();
    let sign = if value < 0 { "-" } else { "" };
    let euros = (value / 100).unsigned_abs().to_string();
    let mut grouped = String::new();
    for (index, digit) in euros.chars().enumerate() {
        if index > 0 && (euros.len() - index).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(digit);
    }
    format!("{sign}{grouped},{:02} €", (value % 100).unsigned_abs())
}

/// '1 Paket', '5 Pakete', '2 Stk.'.
fn quantity(count: u32, unit: SalesUnit) -> String {
    match unit {
        SalesUnit::Pack(_) if count == 1 => "1 Paket".to_owned(),
        SalesUnit::Pack(_) => format!("{count} Pakete"),
        SalesUnit::Piece => format!("{count} Stk."),
    }
}

/// The German name of a member state's code, as printed.
fn country_name(code: &str) -> Option<&'static str> {
    shop_domain::MemberState::parse(code)
        .ok()
        .map(shop_domain::MemberState::name)
}

fn date(day: chrono::NaiveDate) -> String {
    day.format("%d.%m.%Y").to_string()
}

impl InvoicePdf {
    pub fn new() -> Self {
        Self::default()
    }

    /// The PDF/A-3b of `document` with `xml` embedded as `factur-x.xml`.
    /// The same document and XML give the same bytes.
    ///
    /// # Errors
    /// [`PdfError::Font`] when the bundled font is unreadable, else when
    /// krilla refuses the document or the XMP cannot be patched.
    pub fn render(&self, document: &InvoiceDocument, xml: &str) -> Result<Vec<u8>, PdfError> {
        // Callers at the same moment wait for the one reading.
        let fonts = self.fonts.get_or_init(|| {
            Some(Fonts {
                regular: Face::load(REGULAR).ok()?,
                bold: Face::load(BOLD).ok()?,
            })
        });
        fonts.as_ref().ok_or(PdfError::Font)?.render(document, xml)
    }
}

impl Fonts {
    fn render(&self, document: &InvoiceDocument, xml: &str) -> Result<Vec<u8>, PdfError> {
        let configuration = ConfigurationBuilder::new()
            .with_archival_validator(Archival::A3_B)
            .finish()
            .map_err(|error| PdfError::Krilla(format!("{error:?}")))?;
        let mut pdf = Document::new_with(SerializeSettings {
            configuration,
            ..SerializeSettings::default()
        });
        let issued = DateTime::new(u16::try_from(document.number.year).unwrap_or(2026))
            .month(u8::try_from(chrono::Datelike::month(&document.issue_date)).unwrap_or(1))
            .day(u8::try_from(chrono::Datelike::day(&document.issue_date)).unwrap_or(1));
        let title = match document.number.kind {
            DocumentKind::Invoice => "Rechnung",
            DocumentKind::CreditNote => "Gutschrift",
        };
        pdf.set_metadata(
            Metadata::new()
                .title(format!("{title} {}", document.number))
                .authors(vec![document.seller.name.clone()])
                .language("de".to_owned())
                .creation_date(issued)
                .document_id(document.number.to_string()),
        );
        pdf.embed_file(EmbeddedFile {
            path: "factur-x.xml".to_owned(),
            mime_type: MimeType::new("text/xml"),
            description: Some(format!("Factur-X EN 16931 ({title} {})", document.number)),
            association_kind: AssociationKind::Alternative,
            data: xml.as_bytes().to_vec().into(),
            modification_date: Some(issued),
            compress: Some(true),
            location: None,
        })
        .ok_or_else(|| PdfError::Krilla("the XML could not be embedded".to_owned()))?;

        let a4 = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT)
            .ok_or_else(|| PdfError::Krilla("A4 is no page size".to_owned()))?;
        self.pages(&mut pdf, &a4, document, title);
        let bytes = pdf
            .finish()
            .map_err(|error| PdfError::Krilla(format!("{error:?}")))?;
        with_factur_x_extension(&bytes).map_err(PdfError::Xmp)
    }

    fn pages(
        &self,
        pdf: &mut Document,
        settings: &PageSettings,
        document: &InvoiceDocument,
        title: &str,
    ) {
        let mut remaining = document.lines.as_slice();
        let mut first = true;
        // Encoded once: every page asks whether the totals fit.
        let code = giro_code(document);
        loop {
            let mut page = pdf.start_page_with(settings.clone());
            let mut surface = page.surface();
            let mut pen = Pen {
                surface: &mut surface,
            };
            let mut y = if first {
                self.head(&mut pen, document, title)
            } else {
                self.continued_head(&mut pen, document, title)
            };
            first = false;
            y = self.table_head(&mut pen, y);
            while let Some((line, rest)) = remaining.split_first() {
                let mut description =
                    wrapped(&self.regular, &line.description, 9.5, DESCRIPTION_WIDTH);
                if matches!(line.unit, SalesUnit::Pack(_)) {
                    description.push(format!("Einheit: {}", line.unit.name()));
                }
                let height = 13.0 * description.len() as f32 + 4.0;
                if y + height > BOTTOM {
                    break;
                }
                pen.text(
                    &self.regular,
                    9.5,
                    COL_POSITION,
                    y,
                    &line.position.to_string(),
                );
                for (index, text) in description.iter().enumerate() {
                    pen.text(
                        &self.regular,
                        9.5,
                        COL_DESCRIPTION,
                        y + 13.0 * index as f32,
                        text,
                    );
                }
                pen.right(
                    &self.regular,
                    9.5,
                    COL_QUANTITY_RIGHT,
                    y,
                    &quantity(line.quantity, line.unit),
                );
                pen.right(&self.regular, 9.5, COL_UNIT_RIGHT, y, &euro(line.unit_net));
                pen.right(&self.regular, 9.5, COL_TOTAL_RIGHT, y, &euro(line.net));
                y += height;
                remaining = rest;
            }
            let done = remaining.is_empty()
                && y + totals_height(document, code.is_some()) <= PAGE_HEIGHT - 90.0;
            if done {
                self.totals(&mut pen, document, y, code.as_ref());
            }
            self.footer(&mut pen, document);
            surface.finish();
            page.finish();
            if done {
                break;
            }
        }
    }

    /// Seller, buyer and the document's facts; returns where the table starts.
    fn head(&self, pen: &mut Pen<'_, '_>, document: &InvoiceDocument, title: &str) -> f32 {
        let seller = &document.seller;
        pen.text(&self.bold, 16.0, MARGIN, 70.0, &seller.name);
        pen.text(
            &self.regular,
            8.5,
            MARGIN,
            86.0,
            &format!("{}, {} {}", seller.street, seller.zip_code, seller.city),
        );
        // The sender in small print above the address, as a window envelope shows it.
        pen.text(&self.regular, 7.0, MARGIN, 150.0, &seller_line(seller));
        let buyer = &document.buyer;
        let facts_x = 360.0;
        let mut y = 166.0;
        let buyer_vat_id = buyer.vat_id.iter().map(|id| format!("USt-IdNr. {id}"));
        let buyer_country = country_name(&buyer.country_code)
            .filter(|_| buyer.country_code != "DE")
            .map(str::to_owned);
        // A legal name of up to 100 characters wraps before the facts' column.
        let name_lines = wrapped(&self.regular, &buyer.company, 10.0, facts_x - MARGIN - 12.0);
        for text in name_lines
            .into_iter()
            .chain([
                buyer.contact_person.clone(),
                buyer.street.clone(),
                format!("{} {}", buyer.zip_code, buyer.city),
            ])
            .chain(buyer_country)
            .chain(buyer_vat_id)
        {
            pen.text(&self.regular, 10.0, MARGIN, y, &text);
            y += 13.5;
        }
        let mut facts_y = 150.0;
        let number_label = match document.number.kind {
            DocumentKind::Invoice => "Rechnungsnummer",
            DocumentKind::CreditNote => "Gutschriftnummer",
        };
        let mut facts = vec![
            (number_label.to_owned(), document.number.to_string()),
            ("Datum".to_owned(), date(document.issue_date)),
            (
                "Bestellnummer".to_owned(),
                document.order_id.get().to_string(),
            ),
        ];
        if let Some(delivered) = document.delivery_date {
            facts.insert(2, ("Lieferdatum".to_owned(), date(delivered)));
        }
        if let (DocumentKind::Invoice, Settlement::Transfer { due_on, .. }) =
            (document.number.kind, document.settlement)
        {
            facts.push(("Fällig am".to_owned(), date(due_on)));
        }
        if let Some(reference) = &buyer.order_reference {
            facts.push(("Ihre Bestellreferenz".to_owned(), reference.clone()));
        }
        if let Some(invoice) = document.refers_to {
            facts.push((
                "Zur Rechnung".to_owned(),
                format!("{} vom {}", invoice.number, date(invoice.issued_on)),
            ));
        }
        for (label, value) in facts {
            pen.text(&self.regular, 9.0, facts_x, facts_y, &label);
            // A value too long to sit beside its label goes below it.
            let room = COL_TOTAL_RIGHT - facts_x - self.regular.width(&label, 9.0) - 8.0;
            if self.regular.width(&value, 9.0) > room {
                facts_y += 13.0;
            }
            pen.right(&self.regular, 9.0, COL_TOTAL_RIGHT, facts_y, &value);
            facts_y += 13.0;
        }
        let title_y = y.max(262.0) + 8.0;
        pen.text(
            &self.bold,
            15.0,
            MARGIN,
            title_y,
            &format!("{title} {}", document.number),
        );
        let Some(ship_to) = &document.ship_to else {
            return title_y + 20.0;
        };
        // BG-13: where the goods went, when not to the buyer's German address.
        pen.text(
            &self.regular,
            8.5,
            MARGIN,
            title_y + 16.0,
            &format!(
                "Lieferanschrift: {}, {}, {} {}, {}",
                ship_to.name,
                ship_to.street,
                ship_to.zip_code,
                ship_to.city,
                ship_to.country.name()
            ),
        );
        title_y + 34.0
    }

    fn continued_head(
        &self,
        pen: &mut Pen<'_, '_>,
        document: &InvoiceDocument,
        title: &str,
    ) -> f32 {
        pen.text(
            &self.bold,
            11.0,
            MARGIN,
            70.0,
            &format!("{title} {} (Fortsetzung)", document.number),
        );
        90.0
    }

    fn table_head(&self, pen: &mut Pen<'_, '_>, y: f32) -> f32 {
        pen.text(&self.bold, 9.0, COL_POSITION, y, "Pos.");
        pen.text(&self.bold, 9.0, COL_DESCRIPTION, y, "Beschreibung");
        pen.right(&self.bold, 9.0, COL_QUANTITY_RIGHT, y, "Menge");
        pen.right(&self.bold, 9.0, COL_UNIT_RIGHT, y, "Einzelpreis netto");
        pen.right(&self.bold, 9.0, COL_TOTAL_RIGHT, y, "Gesamt netto");
        pen.rule(y + 5.0);
        y + 20.0
    }

    fn totals(
        &self,
        pen: &mut Pen<'_, '_>,
        document: &InvoiceDocument,
        y: f32,
        code: Option<&QrCode>,
    ) {
        pen.rule(y - 6.0);
        let top = y;
        // Left of the sums, where the page is empty: the code the banking app scans.
        if let Some(code) = code {
            pen.qr_code(code, MARGIN, top + 1.0, GIRO_CODE_SIZE);
            pen.text(
                &self.regular,
                7.0,
                MARGIN,
                top + GIRO_CODE_SIZE + 10.0,
                "GiroCode: mit Ihrer Banking-App scannen",
            );
        }
        let mut y = y + 10.0;
        let totals = document.totals;
        let mut rows = vec![("Summe netto".to_owned(), totals.net, &self.regular)];
        // The document-level allowance, as the XML states it (BG-20).
        if let Some((reason, discount)) = document.allowance() {
            rows.push((
                format!("Rabatt ({reason})"),
                Cents::new(-discount.get()),
                &self.regular,
            ));
            rows.push((
                "Netto nach Rabatt".to_owned(),
                totals.taxable(),
                &self.regular,
            ));
        }
        rows.push((
            format!("Umsatzsteuer {} %", document.vat_percent()),
            totals.vat,
            &self.regular,
        ));
        rows.push(("Gesamtbetrag".to_owned(), totals.gross, &self.bold));
        for (label, amount, face) in rows {
            pen.text(face, 10.0, 270.0, y, &label);
            pen.right(face, 10.0, COL_TOTAL_RIGHT, y, &euro(amount));
            y += 15.0;
        }
        let mut y = y + 15.0;
        if code.is_some() {
            y = y.max(top + GIRO_CODE_SIZE + 30.0);
        }
        let note = match (document.number.kind, document.settlement) {
            (DocumentKind::Invoice, Settlement::Paid { .. }) => {
                format!("{} Der Betrag ist beglichen.", payment_note(document))
            }
            _ => payment_note(document),
        };
        pen.text(&self.regular, 10.0, MARGIN, y, &note);
        if let (DocumentKind::Invoice, Settlement::Transfer { .. }, Some(iban)) = (
            document.number.kind,
            document.settlement,
            document.seller.iban.as_ref(),
        ) {
            let ask = format!(
                "Bitte überweisen Sie {} unter Angabe der Rechnungsnummer {} an:",
                euro(totals.gross),
                document.number
            );
            let mut account = format!("{} · IBAN {iban}", document.seller.name);
            if let Some(bic) = &document.seller.bic {
                account.push_str(&format!(" · BIC {bic}"));
            }
            pen.text(&self.regular, 9.0, MARGIN, y + 14.0, &ask);
            pen.text(&self.bold, 9.0, MARGIN, y + 27.0, &account);
            y += 27.0;
        }
        if let Some((reason, _)) = document.exemption() {
            // § 14a Abs. 3 UStG: the exemption and both parties' numbers.
            pen.text(&self.bold, 10.0, MARGIN, y + 17.0, reason);
            let numbers = format!(
                "USt-IdNr. des Lieferers: {} · USt-IdNr. des Abnehmers: {}",
                document.seller.vat_id.as_deref().unwrap_or("–"),
                document.buyer.vat_id.as_deref().unwrap_or("–"),
            );
            pen.text(&self.regular, 9.0, MARGIN, y + 31.0, &numbers);
            if let Some(ship_to) = &document.ship_to {
                let country = format!("Lieferland: {}", ship_to.country.name());
                pen.text(&self.regular, 9.0, MARGIN, y + 44.0, &country);
            }
        }
    }

    fn footer(&self, pen: &mut Pen<'_, '_>, document: &InvoiceDocument) {
        let seller = &document.seller;
        let mut tax = Vec::new();
        if let Some(vat_id) = &seller.vat_id {
            tax.push(format!("USt-IdNr. {vat_id}"));
        }
        if let Some(tax_number) = &seller.tax_number {
            tax.push(format!("Steuernummer {tax_number}"));
        }
        pen.rule(PAGE_HEIGHT - 80.0);
        pen.text(
            &self.regular,
            7.5,
            MARGIN,
            PAGE_HEIGHT - 66.0,
            &seller_line(seller),
        );
        pen.text(
            &self.regular,
            7.5,
            MARGIN,
            PAGE_HEIGHT - 55.0,
            &format!("{} · {} · {}", tax.join(" · "), seller.email, seller.phone),
        );
    }
}

/// The side of the GiroCode in points (3 cm): phones read it from arm's length.
const GIRO_CODE_SIZE: f32 = 85.0;

/// The GiroCode of an invoice payable by transfer to the seller's account
/// (EPC069-12 at error level M); `None` for every other document.
fn giro_code(document: &InvoiceDocument) -> Option<QrCode> {
    let (DocumentKind::Invoice, Settlement::Transfer { .. }, Some(iban)) = (
        document.number.kind,
        document.settlement,
        document.seller.iban.as_ref(),
    ) else {
        return None;
    };
    let payload = GiroCode::transfer(
        document.seller.bic.as_deref(),
        &document.seller.name,
        iban,
        document.totals.gross,
        &document.number.to_string(),
    )
    .inspect_err(|error| tracing::warn!(%error, number = %document.number, "no GiroCode"))
    .ok()?;
    QrCode::with_error_correction_level(payload.payload().as_bytes(), EcLevel::M).ok()
}

/// How far below the table the totals block reaches: the sums, the
/// payment note, and on a transfer invoice the GiroCode and the bank lines.
fn totals_height(document: &InvoiceDocument, with_giro_code: bool) -> f32 {
    if !with_giro_code {
        return 80.0;
    }
    let exemption = if document.exemption().is_some() {
        44.0
    } else {
        0.0
    };
    GIRO_CODE_SIZE + 30.0 + 27.0 + exemption + 5.0
}

fn seller_line(seller: &shop_domain::Seller) -> String {
    format!(
        "{} · {} · {} {}",
        seller.name, seller.street, seller.zip_code, seller.city
    )
}

#[cfg(test)]
mod tests {
    use shop_domain::Cents;

    use super::euro;

    #[test]
    fn euros_are_written_the_german_way() {
        assert_eq!(euro(Cents::new(123_456)), "1.234,56 €");
        assert_eq!(euro(Cents::new(5)), "0,05 €");
        assert_eq!(euro(Cents::new(100_000_000)), "1.000.000,00 €");
        assert_eq!(euro(Cents::new(-1_999)), "-19,99 €");
    }
}
