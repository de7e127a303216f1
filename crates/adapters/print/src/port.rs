//! The `ProofRenderer` port on the card proof and the QR reader.

use shop_ports::{
    invoices::RenderError,
    production::{CardProofRequest, ProofRenderer},
};

use crate::{CardArtwork, CardProof, PageArea, read_qr_codes_in};

impl ProofRenderer for CardProof {
    fn card_proof(&self, request: &CardProofRequest) -> Result<Vec<u8>, RenderError> {
        self.render(&CardArtwork {
            template: request.template,
            logo: request.logo.as_deref(),
            phone: &request.phone,
            address: &request.address,
            qr_text: &request.qr_text,
        })
        .map_err(|error| RenderError(error.to_string()))
    }

    fn read_qr_codes(&self, proof: &[u8], dpi: f32) -> Result<Vec<String>, RenderError> {
        // Only the QR box is rasterised: the same pixels per module, a tenth of the work.
        read_qr_codes_in(proof, dpi, Some(PageArea::qr_box()))
            .map(|reading| reading.texts)
            .map_err(|error| RenderError(error.to_string()))
    }
}
