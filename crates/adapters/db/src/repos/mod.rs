//! The repositories, all implemented on one borrowed connection.

mod closures;
mod idempotency;
mod invoice_terms;
mod invoices;
mod jobs;
mod line_design;
mod messages;
mod operations;
mod order_buyers;
mod order_rows;
mod orders;
mod outbox;
mod payments;
mod production;
mod products;
mod qr_links;
mod samples;
mod sessions;
mod throttle;
mod tokens;
mod uploads;
mod users;
mod vouchers;
mod wishlist;

use shop_ports::{
    Repos, closures::ClosureRepository, idempotency::IdempotencyRepository,
    invoice_terms::InvoiceTermsRepository, invoices::InvoiceRepository, jobs::JobRepository,
    messages::MessageRepository, operations::OperationsRepository, orders::OrderRepository,
    outbox::OutboxRepository, payments::PaymentRepository, production::ProductionRepository,
    products::ProductRepository, qr_links::QrLinkRepository, samples::SampleRepository,
    sessions::SessionRepository, throttle::ThrottleRepository, tokens::TokenRepository,
    uploads::UploadRepository, users::UserRepository, vouchers::VoucherRepository,
    wishlist::WishlistRepository,
};

use crate::connection::DbConnection;

/// `$query.$method(conn)` on the backend's own connection, for what the
/// two-backend one cannot build (`ON CONFLICT DO NOTHING`) or should keep
/// prepared (the hottest read).
macro_rules! on_backend {
    ($conn:expr, $query:expr, $method:ident) => {
        match $conn {
            crate::connection::DbConnection::Postgresql(conn) => $query.$method(conn),
            crate::connection::DbConnection::Sqlite(conn) => $query.$method(conn),
        }
    };
}
pub(crate) use on_backend;

pub(crate) struct DbRepos<'c> {
    conn: &'c mut DbConnection,
}

impl<'c> DbRepos<'c> {
    pub(crate) fn new(conn: &'c mut DbConnection) -> Self {
        Self { conn }
    }
}

impl Repos for DbRepos<'_> {
    fn users(&mut self) -> &mut dyn UserRepository {
        self
    }
    fn tokens(&mut self) -> &mut dyn TokenRepository {
        self
    }
    fn sessions(&mut self) -> &mut dyn SessionRepository {
        self
    }
    fn products(&mut self) -> &mut dyn ProductRepository {
        self
    }
    fn samples(&mut self) -> &mut dyn SampleRepository {
        self
    }
    fn wishlist(&mut self) -> &mut dyn WishlistRepository {
        self
    }
    fn orders(&mut self) -> &mut dyn OrderRepository {
        self
    }
    fn idempotency(&mut self) -> &mut dyn IdempotencyRepository {
        self
    }
    fn messages(&mut self) -> &mut dyn MessageRepository {
        self
    }
    fn payments(&mut self) -> &mut dyn PaymentRepository {
        self
    }
    fn outbox(&mut self) -> &mut dyn OutboxRepository {
        self
    }
    fn throttle(&mut self) -> &mut dyn ThrottleRepository {
        self
    }
    fn uploads(&mut self) -> &mut dyn UploadRepository {
        self
    }
    fn invoices(&mut self) -> &mut dyn InvoiceRepository {
        self
    }
    fn production(&mut self) -> &mut dyn ProductionRepository {
        self
    }
    fn vouchers(&mut self) -> &mut dyn VoucherRepository {
        self
    }
    fn qr_links(&mut self) -> &mut dyn QrLinkRepository {
        self
    }
    fn jobs(&mut self) -> &mut dyn JobRepository {
        self
    }
    fn invoice_terms(&mut self) -> &mut dyn InvoiceTermsRepository {
        self
    }
    fn closures(&mut self) -> &mut dyn ClosureRepository {
        self
    }
    fn operations(&mut self) -> &mut dyn OperationsRepository {
        self
    }
}

/// Page bounds as the database wants them.
pub(crate) fn limit_offset(page: shop_ports::PageRequest) -> (i64, i64) {
    (
        i64::from(page.limit()),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
}
