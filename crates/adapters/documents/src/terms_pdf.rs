//! The AGB as a PDF/A-3b to download and keep: the title, version and date,
//! then each section's title and paragraphs, broken across A4 pages.

use krilla::{
    Document, SerializeSettings,
    configure::{Archival, ConfigurationBuilder},
    metadata::{DateTime, Metadata},
    page::PageSettings,
};

use crate::pdf_kit::{
    BOLD, Face, MARGIN, PAGE_HEIGHT, PAGE_WIDTH, PdfError, Pen, REGULAR, wrapped,
};

/// Where text stops and the next page begins.
const BOTTOM: f32 = PAGE_HEIGHT - 60.0;
const TEXT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN;
const SIZE: f32 = 9.5;
const LEADING: f32 = 13.0;

/// One block the page flows: a section title or a paragraph line.
enum Block {
    Title(String),
    Line(String),
    Gap,
}

/// Writes legal texts as PDF/A-3b in the bundled font.
#[derive(Clone)]
pub struct TermsPdf {
    regular: Face,
    bold: Face,
}

impl TermsPdf {
    /// # Errors
    /// [`PdfError::Font`] when the bundled font is unreadable.
    pub fn new() -> Result<Self, PdfError> {
        Ok(Self {
            regular: Face::load(REGULAR)?,
            bold: Face::load(BOLD)?,
        })
    }

    /// The PDF of `title` (e.g. 'Allgemeine Geschäftsbedingungen') by
    /// `author`, with `subtitle` ('Stand: 07.12.2026 (Version 2026-12-07)')
    /// and its `sections` of (title, paragraphs), dated `dated` (PDF/A
    /// wants a document date; the same text gives the same bytes).
    ///
    /// # Errors
    /// [`PdfError`] when krilla refuses the document.
    pub fn render(
        &self,
        title: &str,
        subtitle: &str,
        author: &str,
        dated: chrono::NaiveDate,
        sections: &[(String, Vec<String>)],
    ) -> Result<Vec<u8>, PdfError> {
        let configuration = ConfigurationBuilder::new()
            .with_archival_validator(Archival::A3_B)
            .finish()
            .map_err(|error| PdfError::Krilla(format!("{error:?}")))?;
        let mut pdf = Document::new_with(SerializeSettings {
            configuration,
            ..SerializeSettings::default()
        });
        pdf.set_metadata(
            Metadata::new()
                .title(title.to_owned())
                .authors(vec![author.to_owned()])
                .language("de".to_owned())
                .creation_date(
                    DateTime::new(u16::try_from(chrono::Datelike::year(&dated)).unwrap_or(2026))
                        .month(u8::try_from(chrono::Datelike::month(&dated)).unwrap_or(1))
                        .day(u8::try_from(chrono::Datelike::day(&dated)).unwrap_or(1)),
                ),
        );
        let a4 = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT)
            .ok_or_else(|| PdfError::Krilla("A4 is no page size".to_owned()))?;
        let blocks = self.blocks(sections);
        let mut remaining = blocks.as_slice();
        let mut first = true;
        while first || !remaining.is_empty() {
            let mut page = pdf.start_page_with(a4.clone());
            let mut surface = page.surface();
            let mut pen = Pen {
                surface: &mut surface,
            };
            let mut y = MARGIN + 10.0;
            if first {
                pen.text(&self.bold, 16.0, MARGIN, y, title);
                pen.text(&self.regular, 9.0, MARGIN, y + 18.0, subtitle);
                y += 44.0;
                first = false;
            }
            while let Some((block, rest)) = remaining.split_first() {
                let height = match block {
                    Block::Title(_) => LEADING + 6.0,
                    Block::Line(_) => LEADING,
                    Block::Gap => 5.0,
                };
                if y + height > BOTTOM {
                    break;
                }
                match block {
                    Block::Title(text) => pen.text(&self.bold, 11.0, MARGIN, y + 6.0, text),
                    Block::Line(text) => pen.text(&self.regular, SIZE, MARGIN, y, text),
                    Block::Gap => {}
                }
                y += height;
                remaining = rest;
            }
            surface.finish();
            page.finish();
        }
        pdf.finish()
            .map_err(|error| PdfError::Krilla(format!("{error:?}")))
    }

    fn blocks(&self, sections: &[(String, Vec<String>)]) -> Vec<Block> {
        let mut blocks = Vec::new();
        for (title, paragraphs) in sections {
            blocks.push(Block::Gap);
            blocks.push(Block::Title(title.clone()));
            for paragraph in paragraphs {
                blocks.extend(
                    wrapped(&self.regular, paragraph, SIZE, TEXT_WIDTH)
                        .into_iter()
                        .map(Block::Line),
                );
                blocks.push(Block::Gap);
            }
        }
        blocks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_text_flows_over_pages_and_stays_text() {
        let sections: Vec<(String, Vec<String>)> = (1..=12)
            .map(|n| {
                (
                    format!("§ {n} Überschrift"),
                    vec![
                        "Ein Absatz mit Umlauten: Gewährleistung, Größe, Straße. ".repeat(12);
                        3
                    ],
                )
            })
            .collect();
        let render = || {
            TermsPdf::new()
                .unwrap()
                .render(
                    "Allgemeine Geschäftsbedingungen",
                    "Stand: 07.12.2026",
                    "PrimeCards GmbH",
                    chrono::NaiveDate::from_ymd_opt(2026, 12, 7).unwrap(),
                    &sections,
                )
                .unwrap()
        };
        let pdf = render();
        assert!(pdf.starts_with(b"%PDF-"));
        // The same text gives the same bytes: a stored copy can be compared.
        assert_eq!(pdf, render());
    }
}
