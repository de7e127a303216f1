//! Production: the print-ready proof of a design line, all proofs of an
//! order in one PDF for the print operator, and the check, when an order is
//! paid or a custom order is created, that each line's printed QR code reads
//! back as what the customer was shown. A failed check never blocks the
//! payment; the back office shows it per line.

use std::sync::Arc;

use shop_domain::{
    HostedImage, LineDesign, OrderId, OrderLineId, OrderStatus, Processing, ProductKind,
};
use shop_ports::{
    Store, StoreError,
    clock::Clock,
    images::ImageHost,
    production::{
        BatchRow, BottleOpenerProofRequest, CardProofRequest, NewProofVersion, ProofPage,
        ProofRenderer, QrCheck,
    },
    read, write,
};

use crate::{
    order_access::Requester,
    proof_cache::{ProofCache, ProofKey},
    render_slots::{RenderPriority, RenderSlots},
};

/// Bytes of rendered proofs each instance keeps in memory.
const PROOF_CACHE_BYTES: usize = 256 * 1024 * 1024;

/// The resolutions a proof's QR code must read back at: the print's own
/// and a coarse one, as a worn print or a weak camera sees it.
pub const CHECK_DPI: [f32; 2] = [600.0, 150.0];

#[derive(Debug, thiserror::Error)]
pub enum ProofError {
    /// No such line or order, or one the requester may not see.
    #[error("Diese Bestellposition wurde nicht gefunden.")]
    NotFound,
    /// Sample packs reprint an existing design: they have no proof of their own.
    #[error(
        "Musternummer-Magnete werden nach einem vorhandenen Muster gedruckt und haben keinen eigenen Druckabzug."
    )]
    NoDesign,
    /// An order of sample packs only.
    #[error(
        "Diese Bestellung enthält nur Musternummer-Magnete; sie werden nach vorhandenen Mustern gedruckt und haben keine eigenen Druckabzüge."
    )]
    NoDesigns,
    /// The logo is not (or no longer) one of the shop's stored uploads.
    #[error("Das Logo dieser Bestellposition ist nicht mehr vorhanden.")]
    LogoMissing,
    #[error("the proof could not be rendered: {0}")]
    Render(String),
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// A 64-bit digest for a cache key; `DefaultHasher::new` uses fixed keys,
/// so equal values give equal digests for the life of the process.
fn digest(value: impl std::hash::Hash) -> u64 {
    use std::hash::Hasher;
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}

#[derive(Clone)]
pub struct Production {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    images: Arc<dyn ImageHost>,
    renderer: Arc<dyn ProofRenderer>,
    cache: Arc<ProofCache>,
    /// Renders and QR reads at once: one per core; the rest wait their
    /// turn, so a burst of proof requests cannot starve everything else.
    render_slots: Arc<RenderSlots>,
}

impl Production {
    pub fn new(
        store: Arc<dyn Store>,
        clock: Arc<dyn Clock>,
        images: Arc<dyn ImageHost>,
        renderer: Arc<dyn ProofRenderer>,
    ) -> Self {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Self {
            store,
            clock,
            images,
            renderer,
            cache: Arc::new(ProofCache::new(PROOF_CACHE_BYTES)),
            render_slots: Arc::new(RenderSlots::new(cores)),
        }
    }

    /// What line `line_id`'s QR code encodes, as stored when the line was
    /// placed (its short link, or the address typed); `None` without a QR code.
    ///
    /// # Errors
    /// Storage failure, and a line with an address but no stored text.
    pub async fn printed_qr_text(
        &self,
        line_id: OrderLineId,
        design: &LineDesign,
    ) -> Result<Option<String>, StoreError> {
        if design.url().is_none() {
            return Ok(None);
        }
        let printed = read(&*self.store, move |repos| {
            repos.qr_links().printed_of_line(line_id)
        })
        .await?;
        printed.map(|printed| Some(printed.text)).ok_or_else(|| {
            StoreError::Unknown(anyhow::anyhow!(
                "line {} prints an address but its QR text was never stored",
                line_id.get()
            ))
        })
    }

    /// The proof PDF of a line, for whoever may see its order; rendered
    /// once, then served from memory.
    ///
    /// # Errors
    /// [`ProofError::NotFound`] for anyone else or a missing line,
    /// [`ProofError::NoDesign`] for a sample pack.
    pub async fn proof(
        &self,
        line_id: OrderLineId,
        requester: Requester,
        version: Option<i32>,
    ) -> Result<Arc<[u8]>, ProofError> {
        // Earlier versions are the back office's record; customers see the current one.
        let version = version.filter(|_| requester.is_admin);
        self.proof_bytes(line_id, requester, version).await
    }

    /// A proof as a PNG `width` pixels wide, for the approval page: the
    /// current version's stored bytes, or those of `version` while they are
    /// kept (the current and the approved one; customers compare them side
    /// by side). Rendered once per PDF and width, then served from memory.
    ///
    /// # Errors
    /// As [`Production::proof`]; [`ProofError::NotFound`] also for a version
    /// whose bytes are no longer kept.
    pub async fn proof_picture(
        &self,
        line_id: OrderLineId,
        requester: Requester,
        version: Option<i32>,
        width: u32,
    ) -> Result<Arc<[u8]>, ProofError> {
        let pdf = self.proof_bytes(line_id, requester, version).await?;
        let key = ProofKey::Picture(digest(&*pdf), width);
        self.cache
            .get_or_render(key, || async {
                let renderer = Arc::clone(&self.renderer);
                let slot = self
                    .render_slots
                    .acquire(RenderPriority::Revision)
                    .await
                    .map_err(|_| ProofError::Render("the render slots are closed".into()))?;
                let png: Arc<[u8]> = tokio::task::spawn_blocking(move || {
                    let _slot = slot;
                    renderer.picture(&pdf, width)
                })
                .await
                .map_err(|error| ProofError::Render(error.to_string()))?
                .map_err(|error| ProofError::Render(error.0))?
                .into();
                Ok(png)
            })
            .await
    }

    /// The stored bytes of `version` (the current one when `None`), or a
    /// fresh proof of a line that has no version yet.
    async fn proof_bytes(
        &self,
        line_id: OrderLineId,
        requester: Requester,
        version: Option<i32>,
    ) -> Result<Arc<[u8]>, ProofError> {
        let (line, stored) = read(&*self.store, move |repos| {
            let Some(line) = repos.orders().line(line_id)? else {
                return Ok(None);
            };
            let visible = repos
                .orders()
                .find(line.order_id)?
                .is_some_and(|order| requester.may_see(&order));
            if !visible {
                return Ok(None);
            }
            let stored = repos.production().proof_pdf(line_id, version)?;
            Ok(Some((line, stored)))
        })
        .await?
        .ok_or(ProofError::NotFound)?;
        if let Some(pdf) = stored {
            // Once a version is stored, its bytes are the proof: what was approved is served as it was.
            return Ok(pdf.into());
        }
        if version.is_some() {
            return Err(ProofError::NotFound);
        }
        self.line_proof(line_id, &line.line.design)
            .await
            .map(|(pdf, _)| pdf)
    }

    /// A fresh proof of `design` for line `line_id` printing `qr_text`, its
    /// SHA-256 and whether its QR code reads back (`None` when it has none),
    /// ready to be stored as the line's next version.
    ///
    /// # Errors
    /// [`ProofError::NoDesign`] for a sample pack, [`ProofError::LogoMissing`]
    /// or [`ProofError::Render`] when it cannot be rendered.
    pub async fn render_version(
        &self,
        line_id: OrderLineId,
        design: &LineDesign,
        qr_text: Option<String>,
        priority: RenderPriority,
    ) -> Result<NewProofVersion, ProofError> {
        let kind = design.kind();
        let page = self.page(design, qr_text).await?;
        let expected = page.qr_text().map(str::to_owned);
        let pdf: Arc<[u8]> = self.render(vec![page], priority).await?.into();
        let qr_readable = match expected {
            Some(expected) => Some(
                self.reads_back(Arc::clone(&pdf), kind, expected, priority)
                    .await,
            ),
            None => None,
        };
        Ok(NewProofVersion {
            order_line_id: line_id,
            design: design.clone(),
            sha256: crate::digests::hex_digest(&pdf),
            pdf: pdf.to_vec(),
            qr_readable,
            created_at: self.clock.now(),
        })
    }

    /// Every design line's proof of an order, one page each in line order,
    /// as one PDF for the print operator; for whoever may see the order.
    /// Rendered once, then served from memory.
    ///
    /// # Errors
    /// [`ProofError::NotFound`] for anyone else or a missing order,
    /// [`ProofError::NoDesigns`] for an order of sample packs only.
    pub async fn order_proofs(
        &self,
        order_id: OrderId,
        requester: Requester,
    ) -> Result<Arc<[u8]>, ProofError> {
        let lines = read(&*self.store, move |repos| {
            let visible = repos
                .orders()
                .find(order_id)?
                .is_some_and(|order| requester.may_see(&order));
            if visible {
                repos.orders().lines(order_id).map(Some)
            } else {
                Ok(None)
            }
        })
        .await?
        .ok_or(ProofError::NotFound)?;
        let designs = digest(
            lines
                .iter()
                .map(|line| format!("{:?}", line.line.design))
                .collect::<Vec<_>>(),
        );
        let key = ProofKey::Order(order_id, designs);
        self.cache
            .get_or_render(key, || async {
                let mut pages = Vec::new();
                for line in &lines {
                    match self.line_page(line.id, &line.line.design).await {
                        Ok(page) => pages.push(page),
                        Err(ProofError::NoDesign) => {}
                        Err(error) => return Err(error),
                    }
                }
                if pages.is_empty() {
                    return Err(ProofError::NoDesigns);
                }
                let pdf: Arc<[u8]> = self.render(pages, RenderPriority::Urgent).await?.into();
                Ok(pdf)
            })
            .await
    }

    /// What line `line_id`'s page shows: its design with the QR text stored for it.
    async fn line_page(
        &self,
        line_id: OrderLineId,
        design: &LineDesign,
    ) -> Result<ProofPage, ProofError> {
        let qr_text = self.printed_qr_text(line_id, design).await?;
        self.page(design, qr_text).await
    }

    /// What a design's page shows, with its logo read from the image host
    /// and `qr_text` in its QR code.
    async fn page(
        &self,
        design: &LineDesign,
        qr_text: Option<String>,
    ) -> Result<ProofPage, ProofError> {
        Ok(match design {
            LineDesign::Card(card) => ProofPage::Card(CardProofRequest {
                template: card.template,
                logo: self.logo(card.logo.as_ref()).await?,
                phone: card.phone.to_string(),
                address: card.address.printed(),
                qr_text: qr_text
                    .ok_or_else(|| ProofError::Render("a card is printed with a QR code".into()))?,
            }),
            LineDesign::BottleOpener(opener) => ProofPage::BottleOpener(BottleOpenerProofRequest {
                logo: self.logo(opener.logo.as_ref()).await?,
                qr_text,
            }),
            LineDesign::SamplePack { .. } => return Err(ProofError::NoDesign),
        })
    }

    async fn logo(&self, logo: Option<&HostedImage>) -> Result<Option<Vec<u8>>, ProofError> {
        match logo {
            Some(logo) => self
                .images
                .read(logo.as_str())
                .await
                .map(Some)
                .map_err(|_| ProofError::LogoMissing),
            None => Ok(None),
        }
    }

    /// The one-page proof of line `line_id` showing `design`, and the kind
    /// of product it shows.
    async fn line_proof(
        &self,
        line_id: OrderLineId,
        design: &LineDesign,
    ) -> Result<(Arc<[u8]>, ProductKind), ProofError> {
        let kind = design.kind();
        if kind == ProductKind::SamplePack {
            return Err(ProofError::NoDesign);
        }
        let pdf = self
            .cache
            .get_or_render(ProofKey::Line(line_id), || async {
                let page = self.line_page(line_id, design).await?;
                let pdf: Arc<[u8]> = self
                    .render(vec![page], RenderPriority::Urgent)
                    .await?
                    .into();
                Ok::<_, ProofError>(pdf)
            })
            .await?;
        Ok((pdf, kind))
    }

    async fn render(
        &self,
        pages: Vec<ProofPage>,
        priority: RenderPriority,
    ) -> Result<Vec<u8>, ProofError> {
        let renderer = Arc::clone(&self.renderer);
        let slot = self
            .render_slots
            .acquire(priority)
            .await
            .map_err(|error| ProofError::Render(error.to_string()))?;
        // Rendering is CPU work: keep it off the request threads.
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            renderer.render(&pages)
        })
        .await
        .map_err(|error| ProofError::Render(error.to_string()))?
        .map_err(|error| ProofError::Render(error.0))
    }

    /// Renders the proof of every line with a QR code, reads the code back
    /// at [`CHECK_DPI`] and stores per line whether it decoded to exactly
    /// the URL's QR text. Lines whose proof cannot be made are stored as
    /// unreadable: someone must look at them.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn check_order(&self, order_id: OrderId) -> Result<Vec<QrCheck>, StoreError> {
        let lines = read(&*self.store, move |repos| repos.orders().lines(order_id)).await?;
        let mut checks = Vec::new();
        for line in lines {
            let Some(expected) = self.printed_qr_text(line.id, &line.line.design).await? else {
                continue;
            };
            let readable = match self.line_proof(line.id, &line.line.design).await {
                Ok((pdf, kind)) => {
                    self.reads_back(pdf, kind, expected.clone(), RenderPriority::Urgent)
                        .await
                }
                Err(error) => {
                    tracing::warn!(line = line.id.get(), %error, "no proof for the QR check");
                    false
                }
            };
            checks.push(QrCheck {
                order_line_id: line.id,
                readable,
                expected,
                checked_at: self.clock.now(),
            });
        }
        let stored = checks.clone();
        write(&*self.store, move |repos| {
            for check in &stored {
                repos.production().record_qr_check(check)?;
            }
            Ok(())
        })
        .await?;
        Ok(checks)
    }

    async fn reads_back(
        &self,
        pdf: Arc<[u8]>,
        kind: ProductKind,
        expected: String,
        priority: RenderPriority,
    ) -> bool {
        let renderer = Arc::clone(&self.renderer);
        let Ok(slot) = self.render_slots.acquire(priority).await else {
            return false;
        };
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            CHECK_DPI.iter().all(|&dpi| {
                renderer
                    .read_qr_codes(&pdf, kind, dpi)
                    .is_ok_and(|texts| texts.contains(&expected))
            })
        })
        .await
        .unwrap_or(false)
    }

    /// One PDF for the print operator: a cover listing every line of every
    /// Approved order (oldest order first), then each design line's
    /// approved proof exactly as the customer approved it; `None` when no
    /// order is approved.
    ///
    /// # Errors
    /// [`ProofError::Render`] when a stored proof cannot be read back.
    pub async fn approved_batch(&self) -> Result<Option<Vec<u8>>, ProofError> {
        let (rows, proofs, orders) = read(&*self.store, |repos| {
            let orders = repos.orders().paid_with_status(OrderStatus::Approved)?;
            let mut rows = Vec::new();
            let mut proofs = Vec::new();
            for order in &orders {
                let versions = repos.production().proof_versions(order.id)?;
                for (position, line) in repos.orders().lines(order.id)?.into_iter().enumerate() {
                    rows.push(BatchRow {
                        order: format!("Nr. {}", order.id.get()),
                        line: format!("{} (#{})", position + 1, line.id.get()),
                        product: line.line.name.clone(),
                        quantity: line.line.quantity.get().to_string(),
                        packing: match line.line.processing {
                            Some(Processing::IndividuallyPacked) => "einzeln verpackt",
                            Some(Processing::NotIndividuallyPacked) => "lose",
                            None => "–",
                        }
                        .to_owned(),
                    });
                    let approved = versions
                        .iter()
                        .filter(|version| version.order_line_id == line.id)
                        .find(|version| version.approval.is_some());
                    if let Some(version) = approved
                        && let Some(pdf) = repos
                            .production()
                            .proof_pdf(line.id, Some(version.version))?
                    {
                        proofs.push(pdf);
                    }
                }
            }
            Ok((rows, proofs, orders.len()))
        })
        .await?;
        if orders == 0 {
            return Ok(None);
        }
        let title = match orders {
            1 => "Freigegebene Druckabzüge: 1 Bestellung".to_owned(),
            n => format!("Freigegebene Druckabzüge: {n} Bestellungen"),
        };
        let renderer = Arc::clone(&self.renderer);
        let slot = self
            .render_slots
            .acquire(RenderPriority::Urgent)
            .await
            .map_err(|error| ProofError::Render(error.to_string()))?;
        tokio::task::spawn_blocking(move || {
            let _slot = slot;
            renderer.render_batch(&title, &rows, &proofs)
        })
        .await
        .map_err(|error| ProofError::Render(error.to_string()))?
        .map(Some)
        .map_err(|error| ProofError::Render(error.0))
    }

    /// The stored checks of the order's lines.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn qr_checks(&self, order_id: OrderId) -> Result<Vec<QrCheck>, StoreError> {
        read(&*self.store, move |repos| {
            repos.production().qr_checks(order_id)
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::NaiveDateTime;
    use shop_domain::{
        BottleOpenerDesign, Cents, LineDesign, Order, OrderId, OrderLine, OrderLineId, OrderStatus,
        OrderType, PaymentStatus, ProductKind, Totals, UserId, WebsiteUrl, fixtures,
        qr_link::PrintedQr,
    };
    use shop_ports::{
        clock::MockClock,
        images::MockImageHost,
        invoices::RenderError,
        production::{BottleOpenerProofRequest, MockProofRenderer, ProofPage},
        testing::MockRepos,
    };

    use super::{Production, ProofError};
    use crate::order_access::Requester;

    fn now() -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc()
    }

    fn order() -> Order {
        Order {
            id: OrderId::new(9),
            user_id: Some(UserId::new(3)),
            order_type: OrderType::Normal,
            order_status: OrderStatus::Processing,
            payment_status: PaymentStatus::Paid,
            totals: Totals::from_net(Cents::new(14_980)),
            voucher_code: None,
            created_at: now(),
            paid_at: Some(now()),
            shipping_date: None,
            paid_after_cancellation: false,
            on_invoice: None,
            express: None,
            refunded_at: None,
            steps: Default::default(),
        }
    }

    fn lines() -> Vec<OrderLine> {
        vec![
            OrderLine {
                id: OrderLineId::new(1),
                order_id: OrderId::new(9),
                line: fixtures::card_line(7_490, 2),
            },
            OrderLine {
                id: OrderLineId::new(2),
                order_id: OrderId::new(9),
                line: fixtures::sample_pack_line(2_990, 1),
            },
            OrderLine {
                id: OrderLineId::new(3),
                order_id: OrderId::new(9),
                line: opener_line(),
            },
        ]
    }

    /// A bottle opener with the card's logo and its own URL.
    fn opener_line() -> shop_domain::NewOrderLine {
        let mut line = fixtures::card_line(990, 1);
        line.design = LineDesign::BottleOpener(BottleOpenerDesign {
            url: Some(WebsiteUrl::parse("www.roma-bar.de").unwrap()),
            logo: fixtures::card_design().logo,
        });
        line
    }

    /// What each line prints, as stored when it was placed: direct codes.
    fn printed(line: OrderLineId) -> Option<PrintedQr> {
        lines()
            .into_iter()
            .find(|stored| stored.id == line)
            .and_then(|stored| stored.line.design.url().map(PrintedQr::direct))
    }

    fn repos() -> MockRepos {
        repos_printing(|line| Ok(printed(line)))
    }

    /// The order and its lines, no proof stored yet, each line printing what `printed` says.
    fn repos_printing(
        printed: impl Fn(OrderLineId) -> Result<Option<PrintedQr>, shop_ports::StoreError>
        + Send
        + 'static,
    ) -> MockRepos {
        let mut repos = MockRepos::default();
        repos.qr_links.expect_printed_of_line().returning(printed);
        repos.orders.expect_find().returning(|_| Ok(Some(order())));
        repos.orders.expect_lines().returning(|_| Ok(lines()));
        repos
            .orders
            .expect_line()
            .returning(|id| Ok(lines().into_iter().find(|line| line.id == id)));
        // Before the payment no version is stored: proofs are rendered.
        repos
            .production
            .expect_proof_pdf()
            .returning(|_, _| Ok(None));
        repos
    }

    fn production(repos: MockRepos, renderer: MockProofRenderer) -> Production {
        let mut clock = MockClock::new();
        clock.expect_now().returning(now);
        let mut images = MockImageHost::new();
        images
            .expect_read()
            .withf(|url| url == "/uploads/0123abcd.png")
            .returning(|_| Ok(b"\x89PNG logo".to_vec()));
        Production::new(
            Arc::new(repos.into_store()),
            Arc::new(clock),
            Arc::new(images),
            Arc::new(renderer),
        )
    }

    fn owner() -> Requester {
        Requester {
            user: Some(UserId::new(3)),
            is_admin: false,
            guest_orders: Vec::new(),
        }
    }

    #[tokio::test]
    async fn the_buyer_gets_the_cards_proof_with_the_hosted_logo_and_the_qr_text() {
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .withf(|pages| {
                matches!(pages, [ProofPage::Card(card)] if card.qr_text == "https://www.pizzeria-roma.de"
                    && card.logo.as_deref() == Some(b"\x89PNG logo".as_slice())
                    && card.template.as_str() == "pizza")
            })
            .times(1)
            .returning(|_| Ok(b"%PDF proof".to_vec()));

        let pdf = production(repos(), renderer)
            .proof(OrderLineId::new(1), owner(), None)
            .await
            .unwrap();

        assert_eq!(*pdf, *b"%PDF proof");
    }

    /// The text stored when the line was placed is printed, not its address
    /// again: a short link stays a short link under any later QR domain.
    #[tokio::test]
    async fn the_proof_prints_the_qr_text_stored_with_the_line() {
        let repos = repos_printing(|_| {
            Ok(Some(PrintedQr::short(
                "https://pc.example/q/ABCD2345".into(),
            )))
        });
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .withf(|pages| {
                matches!(pages, [ProofPage::Card(card)] if card.qr_text == "https://pc.example/q/ABCD2345")
            })
            .times(1)
            .returning(|_| Ok(b"%PDF proof".to_vec()));

        production(repos, renderer)
            .proof(OrderLineId::new(1), owner(), None)
            .await
            .unwrap();
    }

    /// A line with an address but no stored text is an error, never a guess.
    #[tokio::test]
    async fn a_line_without_its_stored_qr_text_is_not_printed() {
        let production = production(repos_printing(|_| Ok(None)), MockProofRenderer::new());

        let missing = production
            .printed_qr_text(OrderLineId::new(1), &lines()[0].line.design)
            .await;
        let no_code = production
            .printed_qr_text(OrderLineId::new(2), &lines()[1].line.design)
            .await;

        assert!(missing.is_err(), "{missing:?}");
        assert_eq!(no_code.unwrap(), None, "a sample pack prints no QR code");
    }

    /// A second request serves the bytes of the first: the renderer runs once.
    #[tokio::test]
    async fn a_proof_asked_for_again_is_served_without_rendering() {
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .times(1)
            .returning(|_| Ok(b"%PDF proof".to_vec()));
        let production = production(repos(), renderer);

        let first = production
            .proof(OrderLineId::new(1), owner(), None)
            .await
            .unwrap();
        let again = production
            .proof(OrderLineId::new(1), owner(), None)
            .await
            .unwrap();

        assert_eq!(first, again);
    }

    #[tokio::test]
    async fn a_bottle_opener_gets_a_proof_of_its_print_area() {
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .withf(|pages| {
                pages
                    == [ProofPage::BottleOpener(BottleOpenerProofRequest {
                        logo: Some(b"\x89PNG logo".to_vec()),
                        qr_text: Some("https://www.roma-bar.de".into()),
                    })]
            })
            .times(1)
            .returning(|_| Ok(b"%PDF opener".to_vec()));

        let pdf = production(repos(), renderer)
            .proof(OrderLineId::new(3), owner(), None)
            .await
            .unwrap();

        assert_eq!(*pdf, *b"%PDF opener");
    }

    #[tokio::test]
    async fn the_orders_proofs_are_one_pdf_of_its_design_lines_in_order() {
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .withf(|pages| matches!(pages, [ProofPage::Card(_), ProofPage::BottleOpener(_)]))
            .times(1)
            .returning(|_| Ok(b"%PDF two pages".to_vec()));
        let production = production(repos(), renderer);

        let pdf = production
            .order_proofs(OrderId::new(9), owner())
            .await
            .unwrap();
        let stranger = Requester {
            user: Some(UserId::new(4)),
            ..owner()
        };

        assert_eq!(*pdf, *b"%PDF two pages");
        assert!(matches!(
            production.order_proofs(OrderId::new(9), stranger).await,
            Err(ProofError::NotFound)
        ));
    }

    #[tokio::test]
    async fn an_order_of_sample_packs_only_has_no_proofs() {
        let mut repos = MockRepos::default();
        repos.orders.expect_find().returning(|_| Ok(Some(order())));
        repos.orders.expect_lines().returning(|order_id| {
            Ok(vec![OrderLine {
                id: OrderLineId::new(2),
                order_id,
                line: fixtures::sample_pack_line(2_990, 1),
            }])
        });
        let mut renderer = MockProofRenderer::new();
        renderer.expect_render().never();

        let result = production(repos, renderer)
            .order_proofs(OrderId::new(9), owner())
            .await;

        assert!(matches!(result, Err(ProofError::NoDesigns)));
    }

    #[tokio::test]
    async fn a_stranger_gets_nothing_and_a_sample_pack_has_no_proof() {
        let stranger = Requester {
            user: Some(UserId::new(4)),
            is_admin: false,
            guest_orders: Vec::new(),
        };
        let production = production(repos(), MockProofRenderer::new());

        assert!(matches!(
            production.proof(OrderLineId::new(1), stranger, None).await,
            Err(ProofError::NotFound)
        ));
        assert!(matches!(
            production.proof(OrderLineId::new(2), owner(), None).await,
            Err(ProofError::NoDesign)
        ));
    }

    /// The card's check when its code decodes to `decoded`; the bottle
    /// opener's code always reads back.
    async fn check_with(decoded: Vec<String>) -> bool {
        let mut repos = repos();
        let expected_readable = decoded.contains(&"https://www.pizzeria-roma.de".to_owned());
        repos
            .production
            .expect_record_qr_check()
            .withf(move |check| {
                check.order_line_id == OrderLineId::new(1)
                    && check.readable == expected_readable
                    && check.expected == "https://www.pizzeria-roma.de"
            })
            .times(1)
            .returning(|_| Ok(()));
        repos
            .production
            .expect_record_qr_check()
            .withf(|check| {
                check.order_line_id == OrderLineId::new(3)
                    && check.readable
                    && check.expected == "https://www.roma-bar.de"
            })
            .times(1)
            .returning(|_| Ok(()));
        let mut renderer = MockProofRenderer::new();
        renderer.expect_render().returning(|pages| {
            Ok(match pages {
                [ProofPage::Card(_)] => b"%PDF card".to_vec(),
                _ => b"%PDF opener".to_vec(),
            })
        });
        renderer
            .expect_read_qr_codes()
            .withf(|pdf, kind, _| pdf == b"%PDF card" && *kind == ProductKind::Card)
            .times(1..=2)
            .returning(move |_, _, _| Ok(decoded.clone()));
        renderer
            .expect_read_qr_codes()
            .withf(|pdf, kind, _| pdf == b"%PDF opener" && *kind == ProductKind::BottleOpener)
            .times(2)
            .returning(|_, _, _| Ok(vec!["https://www.roma-bar.de".into()]));

        let checks = production(repos, renderer)
            .check_order(OrderId::new(9))
            .await
            .unwrap();

        assert_eq!(
            checks.len(),
            2,
            "the card and the bottle opener carry QR codes"
        );
        checks[0].readable
    }

    #[tokio::test]
    async fn a_code_that_reads_back_as_its_url_is_stored_as_checked() {
        assert!(check_with(vec!["https://www.pizzeria-roma.de".into()]).await);
    }

    #[tokio::test]
    async fn a_code_that_reads_as_nothing_or_something_else_is_stored_as_unreadable() {
        assert!(!check_with(Vec::new()).await);
        assert!(!check_with(vec!["https://www.pizzeria-roma.com".into()]).await);
    }

    #[tokio::test]
    async fn a_proof_that_cannot_be_made_counts_as_unreadable() {
        let mut repos = repos();
        repos
            .production
            .expect_record_qr_check()
            .withf(|check| !check.readable)
            .times(2)
            .returning(|_| Ok(()));
        let mut renderer = MockProofRenderer::new();
        renderer
            .expect_render()
            .returning(|_| Err(RenderError("broken logo".into())));

        let checks = production(repos, renderer)
            .check_order(OrderId::new(9))
            .await
            .unwrap();

        assert!(!checks[0].readable);
    }
}
