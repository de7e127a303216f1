//! The `ProofRenderer` port on the proof renderer and the QR reader.

use shop_domain::ProductKind;
use shop_ports::{
    invoices::RenderError,
    production::{BatchRow, ProofPage, ProofRenderer},
};

use crate::{Artwork, BottleOpenerArtwork, CardArtwork, CardProof, PageArea, read_qr_codes_in};

impl ProofRenderer for CardProof {
    fn render(&self, pages: &[ProofPage]) -> Result<Vec<u8>, RenderError> {
        let artworks: Vec<Artwork<'_>> = pages
            .iter()
            .map(|page| match page {
                ProofPage::Card(card) => Artwork::Card(CardArtwork {
                    template: card.template,
                    logo: card.logo.as_deref(),
                    phone: &card.phone,
                    address: &card.address,
                    qr_text: &card.qr_text,
                }),
                ProofPage::BottleOpener(opener) => Artwork::BottleOpener(BottleOpenerArtwork {
                    logo: opener.logo.as_deref(),
                    qr_text: opener.qr_text.as_deref(),
                }),
            })
            .collect();
        self.render_pages(&artworks)
            .map_err(|error| RenderError(error.to_string()))
    }

    fn picture(&self, proof: &[u8], width: u32) -> Result<Vec<u8>, RenderError> {
        crate::proof_picture(proof, width).map_err(|error| RenderError(error.to_string()))
    }

    fn render_batch(
        &self,
        title: &str,
        rows: &[BatchRow],
        proofs: &[Vec<u8>],
    ) -> Result<Vec<u8>, RenderError> {
        CardProof::render_batch(self, title, rows, proofs)
            .map_err(|error| RenderError(error.to_string()))
    }

    fn read_qr_codes(
        &self,
        proof: &[u8],
        kind: ProductKind,
        dpi: f32,
    ) -> Result<Vec<String>, RenderError> {
        // Only the QR box is rasterised: the same pixels per module, a tenth of the work.
        let area = match kind {
            ProductKind::BottleOpener => Some(PageArea::bottle_opener_qr_box()),
            ProductKind::Card => Some(PageArea::qr_box()),
            ProductKind::SamplePack => None,
        };
        read_qr_codes_in(proof, dpi, area)
            .map(|reading| reading.texts)
            .map_err(|error| RenderError(error.to_string()))
    }
}
