//! What handlers share: the use cases, wired to the adapters at start.

use std::sync::Arc;

use shop_app::{
    Accounts, ApprovalLinks, BackOffice, Catalog, Checkout, Contact, CustomerOrders, Fulfilment,
    InvoiceIssuing, Invoicing, LOCAL_PROVIDER, LocalPayment, MailOutbox, PaymentLinks, Privacy,
    Production, ProofApprovals, RetryLinks, ReturnUrls, Samples, TaxOffice, Throttle, Uploads,
    Wishlist,
    delivery_promises::DeliveryPromises,
    invoice_issuing::Confirmations,
    job_handlers::JobHandlers,
    jobs::{JobHandler, JobsAdmin},
    legal::LegalTexts,
    operations::Operations,
    pay_on_invoice::PayOnInvoice,
    profile::Profiles,
    qr_links::{QrLinks, QrManageLinks, ShortLinks},
    reports::Reports,
    scan_counts::ScanCounter,
    terms_file::TermsFile,
    vouchers::Vouchers,
};
use shop_documents::{Camt053Reader, TermsPdf};
use shop_domain::VatId;
use shop_mail::GermanMailComposer;
use shop_ports::{
    Store,
    clock::{Clock, SystemClock},
    images::{ImageHost, ImageInspector},
    invoices::InvoiceRenderer,
    mailer::Mailer,
    payments::PaymentGateway,
    vat_registry::VatIdRegistry,
};
use shop_print::{CardProof, LAYOUT};

use crate::{catalogue_json::CatalogueJson, settings::Settings, system::OsSecrets};

/// The outside services the use cases talk to, chosen from the settings.
#[derive(Clone)]
pub struct Adapters {
    pub gateway: Arc<dyn PaymentGateway>,
    /// Name recorded with each checkout session (`stripe` or `local`).
    pub provider: &'static str,
    pub image_host: Arc<dyn ImageHost>,
    pub image_inspector: Arc<dyn ImageInspector>,
    /// Writes invoices and credit notes (Factur-X XML in a PDF/A-3b).
    pub invoice_renderer: Arc<dyn InvoiceRenderer>,
    /// Confirms foreign USt-IdNr. (the tax office, or its local fake).
    pub vat_registry: Arc<dyn VatIdRegistry>,
    pub mailer: Arc<dyn Mailer>,
}

/// Everything about card payments a handler needs.
#[derive(Clone)]
pub struct Payments {
    pub gateway: Arc<dyn PaymentGateway>,
    pub fulfilment: Fulfilment,
    /// Only when the local test provider takes the payments.
    pub local: Option<LocalPayment>,
}

#[derive(Clone)]
pub struct AppState {
    pub store: Arc<dyn Store>,
    pub catalog: Catalog,
    pub catalogue_json: Arc<CatalogueJson>,
    pub samples: Samples,
    pub vouchers: Vouchers,
    pub qr_links: QrLinks,
    /// Scans of short links not yet written (flushed every few seconds).
    pub scans: ScanCounter,
    /// The time a scan is counted at (its German day).
    pub clock: Arc<dyn Clock>,
    pub accounts: Accounts,
    pub throttle: Throttle,
    pub wishlist: Wishlist,
    pub checkout: Checkout,
    pub customer_orders: CustomerOrders,
    pub payments: Payments,
    pub contact: Contact,
    pub uploads: Uploads,
    pub back_office: BackOffice,
    pub privacy: Privacy,
    pub profiles: Profiles,
    pub production: Production,
    pub proof_approvals: ProofApprovals,
    pub reports: Reports,
    /// AGB, Impressum and Datenschutz, filled in for the seller.
    pub legal: LegalTexts,
    /// The AGB in force as a PDF, written when first needed: every
    /// confirmation and every download gets these bytes.
    pub terms_pdf: TermsFile,
    /// Every kind of job's handler, for the worker of this instance.
    pub job_handler: Arc<dyn JobHandler>,
    pub jobs: JobsAdmin,
    pub operations: Operations,
    pub pay_on_invoice: PayOnInvoice,
    pub delivery_promises: DeliveryPromises,
}

impl AppState {
    /// The settings' public URL is the base of the links the server mails
    /// and of the payment provider's return addresses.
    ///
    /// # Errors
    /// Only if the accounts' timing dummy cannot be hashed.
    pub fn new(
        store: Arc<dyn Store>,
        settings: &Settings,
        adapters: Adapters,
    ) -> anyhow::Result<Self> {
        let public_url = settings.public_url.as_str();
        let clock = Arc::new(SystemClock);
        let composer = Arc::new(GermanMailComposer::for_seller(&settings.seller));
        // A shorter QR domain is served by this shop too: no code may point at either.
        let short_links =
            ShortLinks::new(Arc::new(OsSecrets), &settings.qr_base_url, &[public_url]);
        let invoicing = Invoicing {
            seller: settings.seller.clone(),
            renderer: Arc::clone(&adapters.invoice_renderer),
        };
        let production = Production::new(
            Arc::clone(&store),
            clock.clone(),
            Arc::clone(&adapters.image_host),
            Arc::new(CardProof::new()),
        );
        let proof_approvals = ProofApprovals::new(
            Arc::clone(&store),
            clock.clone(),
            Arc::new(OsSecrets),
            composer.clone(),
            production.clone(),
            LAYOUT.logo_print_rule(),
            short_links.clone(),
            public_url,
        );
        let legal = LegalTexts::new(settings.seller.clone(), &settings.payment_methods);
        let terms = terms_file(&legal)?;
        let fulfilment = Fulfilment::new(
            Arc::clone(&store),
            clock.clone(),
            composer.clone(),
            RetryLinks {
                secrets: Arc::new(OsSecrets),
                public_url: public_url.to_owned(),
            },
        );
        let invoices = InvoiceIssuing::new(
            Arc::clone(&store),
            clock.clone(),
            composer.clone(),
            invoicing.clone(),
            Confirmations {
                qr_manage: QrManageLinks {
                    secrets: Arc::new(OsSecrets),
                    public_url: public_url.to_owned(),
                },
                approvals: ApprovalLinks {
                    secrets: Arc::new(OsSecrets),
                    public_url: public_url.to_owned(),
                },
                terms: terms.clone(),
            },
        );
        let checkout = Checkout::new(
            Arc::clone(&store),
            clock.clone(),
            Arc::clone(&adapters.gateway),
            adapters.provider,
            fulfilment.clone(),
            ReturnUrls {
                public_url: public_url.trim_end_matches('/').to_owned(),
            },
            LAYOUT.logo_print_rule(),
            TaxOffice::new(
                Arc::clone(&adapters.vat_registry),
                settings
                    .seller
                    .vat_id
                    .as_deref()
                    .and_then(|raw| VatId::parse_optional(raw).ok().flatten()),
                clock.clone(),
            ),
            short_links.clone(),
        )
        .with_payment_methods(settings.payment_methods.clone())
        .with_pay_on_invoice(settings.seller.iban.is_some())
        .with_express_surcharge(settings.express_surcharge);
        let back_office = BackOffice::new(
            Arc::clone(&store),
            clock.clone(),
            Arc::new(OsSecrets),
            composer.clone(),
            checkout.clone(),
            invoicing,
            PaymentLinks {
                public_url: public_url.to_owned(),
                validity: settings.payment_link_validity,
            },
        );
        let vouchers = Vouchers::new(Arc::clone(&store), clock.clone());
        let uploads = Uploads::new(
            Arc::clone(&store),
            clock.clone(),
            adapters.image_inspector,
            adapters.image_host,
        )
        .with_unused_max_bytes(settings.unused_uploads_max_bytes);
        let pay_on_invoice = PayOnInvoice::new(
            Arc::clone(&store),
            clock.clone(),
            composer.clone(),
            Arc::new(Camt053Reader),
            settings.seller.iban.is_some(),
        )
        .with_base_rates(settings.base_rates.clone());
        let job_handler = JobHandlers {
            mails: MailOutbox::new(Arc::clone(&store), adapters.mailer, clock.clone()),
            invoices,
            proofs: proof_approvals.clone(),
            production: production.clone(),
            back_office: back_office.clone(),
            vouchers: vouchers.clone(),
            uploads: uploads.clone(),
            pay_on_invoice: pay_on_invoice.clone(),
        }
        .into_handler();
        Ok(Self {
            reports: Reports::new(Arc::clone(&store)),
            legal,
            terms_pdf: terms,
            proof_approvals,
            back_office,
            job_handler,
            jobs: JobsAdmin::new(Arc::clone(&store), clock.clone()),
            operations: Operations::new(Arc::clone(&store)),
            pay_on_invoice,
            delivery_promises: DeliveryPromises::new(Arc::clone(&store), clock.clone()),
            catalog: Catalog::new(Arc::clone(&store), clock.clone()),
            catalogue_json: Arc::default(),
            samples: Samples::new(Arc::clone(&store)),
            vouchers,
            qr_links: QrLinks::new(Arc::clone(&store), clock.clone(), short_links),
            scans: ScanCounter::new(),
            clock: clock.clone(),
            accounts: Accounts::new(
                Arc::clone(&store),
                clock.clone(),
                Arc::new(OsSecrets),
                composer.clone(),
                public_url,
            )?,
            throttle: Throttle::new(Arc::clone(&store), clock.clone()),
            wishlist: Wishlist::new(Arc::clone(&store), clock.clone()),
            checkout,
            customer_orders: CustomerOrders::new(Arc::clone(&store)),
            payments: Payments {
                gateway: adapters.gateway,
                local: (adapters.provider == LOCAL_PROVIDER)
                    .then(|| LocalPayment::new(Arc::clone(&store), fulfilment.clone())),
                fulfilment,
            },
            contact: Contact::new(Arc::clone(&store), clock.clone()),
            profiles: Profiles::new(Arc::clone(&store)),
            privacy: Privacy::new(
                Arc::clone(&store),
                clock.clone(),
                composer.clone(),
                settings.retention,
            ),
            production,
            uploads,
            store,
        })
    }
}

/// The AGB in force as a PDF ('AGB-PrimeCards-2026-12-07.pdf'), written
/// with the bundled font when first needed.
///
/// # Errors
/// When the bundled text has no AGB.
fn terms_file(legal: &LegalTexts) -> anyhow::Result<TermsFile> {
    let terms = legal.document(shop_app::legal::LegalDocument::Terms)?;
    let version = terms.version.clone();
    let legal = legal.clone();
    Ok(TermsFile::new(&version, move || {
        terms_pdf(&legal).map_err(|error| format!("{error:#}"))
    }))
}

/// # Errors
/// When the bundled text, its date, the font or the PDF cannot be written.
fn terms_pdf(legal: &LegalTexts) -> anyhow::Result<Vec<u8>> {
    let terms = legal.document(shop_app::legal::LegalDocument::Terms)?;
    let sections: Vec<(String, Vec<String>)> = terms
        .sections
        .into_iter()
        .map(|section| (section.title, section.paragraphs))
        .collect();
    let updated = chrono::NaiveDate::parse_from_str(&terms.updated_at, "%Y-%m-%d")?;
    let subtitle = format!(
        "{} · Stand: {} (Version {})",
        legal.seller().name,
        updated.format("%d.%m.%Y"),
        terms.version
    );
    Ok(TermsPdf::new()?.render(
        "Allgemeine Geschäftsbedingungen",
        &subtitle,
        &legal.seller().name,
        updated,
        &sections,
    )?)
}
