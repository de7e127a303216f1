//! A [`Repos`] made of mocks, for use-case tests in other crates.

use crate::{
    Repos,
    closures::{ClosureRepository, MockClosureRepository},
    idempotency::{IdempotencyRepository, MockIdempotencyRepository},
    invoice_terms::{InvoiceTermsRepository, MockInvoiceTermsRepository},
    invoices::{InvoiceRepository, MockInvoiceRepository},
    jobs::{JobRepository, MockJobRepository},
    messages::{MessageRepository, MockMessageRepository},
    operations::{MockOperationsRepository, OperationsRepository},
    orders::{MockOrderRepository, OrderRepository},
    outbox::{MockOutboxRepository, OutboxRepository},
    payments::{MockPaymentRepository, PaymentRepository},
    production::{MockProductionRepository, ProductionRepository},
    products::{MockProductRepository, ProductRepository},
    qr_links::{MockQrLinkRepository, QrLinkRepository},
    samples::{MockSampleRepository, SampleRepository},
    sessions::{MockSessionRepository, SessionRepository},
    store::MockStore,
    throttle::{MockThrottleRepository, ThrottleRepository},
    tokens::{MockTokenRepository, TokenRepository},
    uploads::{MockUploadRepository, UploadRepository},
    users::{MockUserRepository, UserRepository},
    vouchers::{MockVoucherRepository, VoucherRepository},
    wishlist::{MockWishlistRepository, WishlistRepository},
};

/// Every repository as a mock; set expectations on the fields, then hand it to [`MockRepos::into_store`].
#[derive(Default)]
pub struct MockRepos {
    pub users: MockUserRepository,
    pub tokens: MockTokenRepository,
    pub sessions: MockSessionRepository,
    pub products: MockProductRepository,
    pub samples: MockSampleRepository,
    pub wishlist: MockWishlistRepository,
    pub orders: MockOrderRepository,
    pub idempotency: MockIdempotencyRepository,
    pub messages: MockMessageRepository,
    pub payments: MockPaymentRepository,
    pub outbox: MockOutboxRepository,
    pub throttle: MockThrottleRepository,
    pub uploads: MockUploadRepository,
    pub invoices: MockInvoiceRepository,
    pub production: MockProductionRepository,
    pub vouchers: MockVoucherRepository,
    pub qr_links: MockQrLinkRepository,
    pub jobs: MockJobRepository,
    pub invoice_terms: MockInvoiceTermsRepository,
    pub closures: MockClosureRepository,
    pub operations: MockOperationsRepository,
}

impl MockRepos {
    /// A store that runs every read and write against these mocks.
    pub fn into_store(self) -> MockStore {
        let shared = std::sync::Arc::new(std::sync::Mutex::new(self));
        let for_writes = std::sync::Arc::clone(&shared);
        let mut store = MockStore::new();
        store.expect_read().returning(move |work| {
            let mut repos = shared
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            work(&mut *repos)
        });
        store.expect_forget_overwritten().returning(|| Ok(()));
        store.expect_ready().returning(|| Ok(()));
        store.expect_write().returning(move |work| {
            let mut repos = for_writes
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            work(&mut *repos)
        });
        store
    }
}

impl Repos for MockRepos {
    fn users(&mut self) -> &mut dyn UserRepository {
        &mut self.users
    }
    fn tokens(&mut self) -> &mut dyn TokenRepository {
        &mut self.tokens
    }
    fn sessions(&mut self) -> &mut dyn SessionRepository {
        &mut self.sessions
    }
    fn products(&mut self) -> &mut dyn ProductRepository {
        &mut self.products
    }
    fn samples(&mut self) -> &mut dyn SampleRepository {
        &mut self.samples
    }
    fn wishlist(&mut self) -> &mut dyn WishlistRepository {
        &mut self.wishlist
    }
    fn orders(&mut self) -> &mut dyn OrderRepository {
        &mut self.orders
    }
    fn idempotency(&mut self) -> &mut dyn IdempotencyRepository {
        &mut self.idempotency
    }
    fn messages(&mut self) -> &mut dyn MessageRepository {
        &mut self.messages
    }
    fn payments(&mut self) -> &mut dyn PaymentRepository {
        &mut self.payments
    }
    fn outbox(&mut self) -> &mut dyn OutboxRepository {
        &mut self.outbox
    }
    fn throttle(&mut self) -> &mut dyn ThrottleRepository {
        &mut self.throttle
    }
    fn uploads(&mut self) -> &mut dyn UploadRepository {
        &mut self.uploads
    }
    fn invoices(&mut self) -> &mut dyn InvoiceRepository {
        &mut self.invoices
    }
    fn production(&mut self) -> &mut dyn ProductionRepository {
        &mut self.production
    }
    fn vouchers(&mut self) -> &mut dyn VoucherRepository {
        &mut self.vouchers
    }
    fn qr_links(&mut self) -> &mut dyn QrLinkRepository {
        &mut self.qr_links
    }
    fn jobs(&mut self) -> &mut dyn JobRepository {
        &mut self.jobs
    }
    fn invoice_terms(&mut self) -> &mut dyn InvoiceTermsRepository {
        &mut self.invoice_terms
    }
    fn closures(&mut self) -> &mut dyn ClosureRepository {
        &mut self.closures
    }
    fn operations(&mut self) -> &mut dyn OperationsRepository {
        &mut self.operations
    }
}

/// `url` recorded as an upload of 600 × 400 pixels: sharp enough for print.
pub fn sharp_upload(url: &str) -> crate::uploads::RecordedUpload {
    crate::uploads::RecordedUpload {
        url: url.to_owned(),
        size: Some(crate::images::ImageSize {
            width: 600,
            height: 400,
        }),
    }
}
