//! The JSON shapes of a design line's proof: its versions, their approval
//! and the design each shows.

use serde::Serialize;
use shop_domain::{
    HostedImage, LineDesign, Order, OrderLine, OrderStatus, PaymentStatus, ProductKind, WebsiteUrl,
};
use shop_ports::production::{Approver, ProofVersion};
use utoipa::ToSchema;

use super::orders::iso;

/// A design line's proof versions and their approval.
#[derive(Serialize, ToSchema)]
pub struct ProofDto {
    /// The newest version; 0 while the first is being rendered.
    #[serde(rename = "currentVersion")]
    pub current_version: i32,
    /// The current version is approved.
    pub approved: bool,
    /// The current version can be approved or revised now.
    pub approvable: bool,
    pub versions: Vec<ProofVersionDto>,
}

#[derive(Serialize, ToSchema)]
pub struct ProofVersionDto {
    pub version: i32,
    /// ISO 8601, UTC.
    #[serde(rename = "createdAt")]
    pub created_at: String,
    /// SHA-256 of the version's PDF, lowercase hex: the bytes printed once approved.
    pub sha256: String,
    /// Whether its QR code read back as expected; `null` when the design has none.
    #[serde(rename = "qrReadable")]
    pub qr_readable: Option<bool>,
    #[serde(rename = "approvedAt")]
    pub approved_at: Option<String>,
    /// `customer` or `admin` (on the customer's behalf).
    #[serde(rename = "approvedBy")]
    pub approved_by: Option<&'static str>,
    /// How the customer approved, when an admin recorded it.
    pub note: Option<String>,
    /// Whether its PDF is still stored: only the current and the approved
    /// version keep theirs; a replaced one keeps its hash and design.
    #[serde(rename = "pdfKept")]
    pub pdf_kept: bool,
    /// What it showed; `null` for versions made before designs were kept.
    pub design: Option<ProofDesignDto>,
}

/// The design fields of a proof version, as an order line names them.
#[derive(Serialize, ToSchema)]
pub struct ProofDesignDto {
    pub template: String,
    pub address: String,
    pub phone: String,
    pub url: String,
    #[serde(rename = "cardLogo")]
    pub card_logo: String,
}

impl ProofDesignDto {
    fn of(design: &LineDesign) -> Self {
        let (template, address, phone) = match design {
            LineDesign::Card(card) => (
                card.template.as_str().to_owned(),
                card.address.to_string(),
                card.phone.to_string(),
            ),
            LineDesign::BottleOpener(_) | LineDesign::SamplePack { .. } => {
                (String::new(), String::new(), String::new())
            }
        };
        Self {
            template,
            address,
            phone,
            url: design
                .url()
                .map(WebsiteUrl::as_str)
                .unwrap_or_default()
                .to_owned(),
            card_logo: design
                .logo()
                .map(HostedImage::as_str)
                .unwrap_or_default()
                .to_owned(),
        }
    }
}

impl ProofDto {
    /// The versions of `line` among `versions`; `None` for a sample pack.
    pub fn of(order: &Order, line: &OrderLine, versions: &[ProofVersion]) -> Option<Self> {
        if line.line.design.kind() == ProductKind::SamplePack {
            return None;
        }
        let versions: Vec<ProofVersionDto> = versions
            .iter()
            .filter(|version| version.order_line_id == line.id)
            .map(|version| ProofVersionDto {
                version: version.version,
                created_at: iso(version.created_at),
                sha256: version.sha256.clone(),
                qr_readable: version.qr_readable,
                approved_at: version.approval.as_ref().map(|approval| iso(approval.at)),
                approved_by: version.approval.as_ref().map(|approval| approval.by.kind()),
                note: version
                    .approval
                    .as_ref()
                    .and_then(|approval| match &approval.by {
                        Approver::Admin { note, .. } => Some(note.clone()),
                        Approver::Customer => None,
                    }),
                pdf_kept: version.pdf_kept,
                design: version.design.as_ref().map(ProofDesignDto::of),
            })
            .collect();
        let current = versions.last();
        let approved = current.is_some_and(|version| version.approved_at.is_some());
        Some(Self {
            current_version: current.map_or(0, |version| version.version),
            approved,
            approvable: current.is_some()
                && !approved
                && order.payment_status == PaymentStatus::Paid
                && order.order_status == OrderStatus::Processing,
            versions,
        })
    }
}
