//! The unit of work.
//!
//! A use case hands the [`Store`] a closure; the adapter runs it on a blocking
//! thread with one connection, either as plain reads ([`Store::read`]) or in
//! one transaction ([`Store::write`]) that commits only when the closure
//! returns `Ok`. [`read`] and [`transaction`] give the closure a typed result.

use std::sync::{Arc, Mutex, PoisonError};

use async_trait::async_trait;

use crate::{
    closures::ClosureRepository, idempotency::IdempotencyRepository,
    invoice_terms::InvoiceTermsRepository, invoices::InvoiceRepository, jobs::JobRepository,
    messages::MessageRepository, operations::OperationsRepository, orders::OrderRepository,
    outbox::OutboxRepository, payments::PaymentRepository, production::ProductionRepository,
    products::ProductRepository, qr_links::QrLinkRepository, samples::SampleRepository,
    sessions::SessionRepository, throttle::ThrottleRepository, tokens::TokenRepository,
    uploads::UploadRepository, users::UserRepository, vouchers::VoucherRepository,
    wishlist::WishlistRepository,
};

/// Failure of the storage itself. Business rules never travel in here.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A unique constraint refused the write; the text names the constraint.
    #[error("conflict: {0}")]
    Conflict(String),
    /// The closure asked for a rollback (see [`TxError::Rule`]).
    #[error("rolled back")]
    RolledBack,
    /// The database cannot be reached now (restarting, its network gone, no
    /// connection within the pool's wait): worth asking again in a moment,
    /// and never the caller's fault.
    #[error("{UNAVAILABLE} {0}")]
    Unavailable(String),
    /// The disk under the database is full: nothing was written, and writes
    /// fail until space is freed (reads go on).
    #[error("{FULL} {0}")]
    Full(String),
    /// Anything else: broken SQL, a stored value that no longer parses.
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

/// How [`StoreError::Unavailable`] begins when shown: an adapter that can
/// pass on only a text (a session store's backend error) keeps it
/// recognisable by [`names_unavailable`].
const UNAVAILABLE: &str = "database unavailable:";

/// Whether an error's text is that of [`StoreError::Unavailable`].
pub fn names_unavailable(text: &str) -> bool {
    text.contains(UNAVAILABLE)
}

/// How [`StoreError::Full`] begins when shown (see [`UNAVAILABLE`]).
const FULL: &str = "storage full:";

/// Whether an error's text is that of [`StoreError::Full`].
pub fn names_full(text: &str) -> bool {
    text.contains(FULL)
}

/// The repositories on one connection. Everything done through one `Repos`
/// inside [`Store::write`] commits or rolls back together.
pub trait Repos {
    fn users(&mut self) -> &mut dyn UserRepository;
    fn tokens(&mut self) -> &mut dyn TokenRepository;
    fn sessions(&mut self) -> &mut dyn SessionRepository;
    fn products(&mut self) -> &mut dyn ProductRepository;
    fn samples(&mut self) -> &mut dyn SampleRepository;
    fn wishlist(&mut self) -> &mut dyn WishlistRepository;
    fn orders(&mut self) -> &mut dyn OrderRepository;
    fn idempotency(&mut self) -> &mut dyn IdempotencyRepository;
    fn messages(&mut self) -> &mut dyn MessageRepository;
    fn payments(&mut self) -> &mut dyn PaymentRepository;
    fn outbox(&mut self) -> &mut dyn OutboxRepository;
    fn throttle(&mut self) -> &mut dyn ThrottleRepository;
    fn uploads(&mut self) -> &mut dyn UploadRepository;
    fn invoices(&mut self) -> &mut dyn InvoiceRepository;
    fn production(&mut self) -> &mut dyn ProductionRepository;
    fn vouchers(&mut self) -> &mut dyn VoucherRepository;
    fn qr_links(&mut self) -> &mut dyn QrLinkRepository;
    fn jobs(&mut self) -> &mut dyn JobRepository;
    fn invoice_terms(&mut self) -> &mut dyn InvoiceTermsRepository;
    fn closures(&mut self) -> &mut dyn ClosureRepository;
    fn operations(&mut self) -> &mut dyn OperationsRepository;
}

/// A unit of work: runs synchronously on a connection the adapter owns.
pub type Work = Box<dyn FnOnce(&mut dyn Repos) -> Result<(), StoreError> + Send>;

/// Access to the database.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
#[async_trait]
pub trait Store: Send + Sync {
    /// Runs `work` on one connection without a transaction.
    ///
    /// # Errors
    /// Whatever `work` returns, or [`StoreError::Unknown`] when no connection is available.
    async fn read(&self, work: Work) -> Result<(), StoreError>;

    /// Runs `work` right here, on the calling thread, when the store can
    /// answer without waiting: an embedded database with a connection free
    /// this instant. Otherwise hands `work` back for [`Store::read`]. For a
    /// short point read on a hot path, where passing the work to a blocking
    /// thread and back costs more than the read itself.
    ///
    /// # Errors
    /// `Ok` with whatever `work` returned, or `Err(work)` untouched.
    fn try_read_inline(&self, work: Work) -> Result<Result<(), StoreError>, Work> {
        Err(work)
    }

    /// Runs `work` in one transaction: commits on `Ok`, rolls back on `Err`.
    ///
    /// # Errors
    /// Whatever `work` returns, [`StoreError::Conflict`] for a unique constraint
    /// at commit, or [`StoreError::Unknown`].
    async fn write(&self, work: Work) -> Result<(), StoreError>;

    /// Makes data that was overwritten or deleted unreadable in the
    /// database's files (a delivered mail's links, say), as far as the
    /// database allows: SQLite zeroes freed space on every write, and this
    /// checkpoints its write-ahead log and truncates it.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] when the database refuses.
    async fn forget_overwritten(&self) -> Result<(), StoreError>;

    /// Whether the shop may take traffic: the database answers and every
    /// migration of this build is applied.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] while the database is away,
    /// [`StoreError::Unknown`] naming the migrations still pending.
    async fn ready(&self) -> Result<(), StoreError>;

    /// The connections open right now, busy and idle.
    fn pool_usage(&self) -> PoolUsage;
}

/// The connections of a store's pool at one moment.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PoolUsage {
    pub in_use: u32,
    pub idle: u32,
}

/// Error of a [`transaction`]: a business rule that rolled it back, or the store.
#[derive(Debug, thiserror::Error)]
pub enum TxError<E> {
    #[error("{0}")]
    Rule(E),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Lets `?` turn a [`TxError<E>`] back into the use case's own error `E`:
/// the broken rule as it was, the store's failure through `E`'s
/// `From<StoreError>`. One definition for every use-case error.
#[macro_export]
macro_rules! rules_roll_back_as {
    ($($error:ty),+ $(,)?) => {$(
        impl From<$crate::TxError<$error>> for $error {
            fn from(error: $crate::TxError<$error>) -> Self {
                match error {
                    $crate::TxError::Rule(rule) => rule,
                    $crate::TxError::Store(store) => store.into(),
                }
            }
        }
    )+};
}

type Slot<T> = Arc<Mutex<Option<T>>>;

fn take<T>(slot: &Slot<T>) -> Option<T> {
    slot.lock().unwrap_or_else(PoisonError::into_inner).take()
}

fn put<T>(slot: &Slot<T>, value: T) {
    *slot.lock().unwrap_or_else(PoisonError::into_inner) = Some(value);
}

fn work_did_not_run() -> StoreError {
    StoreError::Unknown(anyhow::anyhow!(
        "the store returned without running the work"
    ))
}

/// `f` as a unit of work that leaves its value in the slot returned beside it.
fn returning<T, F>(f: F) -> (Work, Slot<T>)
where
    T: Send + 'static,
    F: FnOnce(&mut dyn Repos) -> Result<T, StoreError> + Send + 'static,
{
    let slot: Slot<T> = Arc::new(Mutex::new(None));
    let out = Arc::clone(&slot);
    let work: Work = Box::new(move |repos| {
        put(&out, f(repos)?);
        Ok(())
    });
    (work, slot)
}

/// Runs `f` through [`Store::read`] and returns its value.
///
/// # Errors
/// What `f` returns, or the store's failure.
pub async fn read<T, F>(store: &dyn Store, f: F) -> Result<T, StoreError>
where
    T: Send + 'static,
    F: FnOnce(&mut dyn Repos) -> Result<T, StoreError> + Send + 'static,
{
    let (work, slot) = returning(f);
    store.read(work).await?;
    take(&slot).ok_or_else(work_did_not_run)
}

/// As [`read`], but on the calling thread where the store can answer at
/// once ([`Store::try_read_inline`]): for a short point read on a hot path.
///
/// # Errors
/// What `f` returns, or the store's failure.
pub async fn read_inline<T, F>(store: &dyn Store, f: F) -> Result<T, StoreError>
where
    T: Send + 'static,
    F: FnOnce(&mut dyn Repos) -> Result<T, StoreError> + Send + 'static,
{
    let (work, slot) = returning(f);
    match store.try_read_inline(work) {
        Ok(done) => done?,
        Err(work) => store.read(work).await?,
    }
    take(&slot).ok_or_else(work_did_not_run)
}

/// Runs `f` in one transaction that no business rule can roll back: only
/// the store can fail.
///
/// # Errors
/// The store's failure.
pub async fn write<T, F>(store: &dyn Store, f: F) -> Result<T, StoreError>
where
    T: Send + 'static,
    F: FnOnce(&mut dyn Repos) -> Result<T, StoreError> + Send + 'static,
{
    transaction(store, move |repos| {
        f(repos).map_err(TxError::<std::convert::Infallible>::Store)
    })
    .await
    .map_err(|error| match error {
        TxError::Store(store) => store,
        TxError::Rule(never) => match never {},
    })
}

/// Runs `f` in one transaction through [`Store::write`]. A [`TxError::Rule`]
/// from `f` rolls everything back and is returned as it was.
///
/// # Errors
/// The rule `f` broke, or the store's failure.
pub async fn transaction<T, E, F>(store: &dyn Store, f: F) -> Result<T, TxError<E>>
where
    T: Send + 'static,
    E: Send + 'static,
    F: FnOnce(&mut dyn Repos) -> Result<T, TxError<E>> + Send + 'static,
{
    let slot: Slot<Result<T, E>> = Arc::new(Mutex::new(None));
    let out = Arc::clone(&slot);
    let outcome = store
        .write(Box::new(move |repos| match f(repos) {
            Ok(value) => {
                put(&out, Ok(value));
                Ok(())
            }
            Err(TxError::Rule(rule)) => {
                put(&out, Err(rule));
                Err(StoreError::RolledBack)
            }
            Err(TxError::Store(store_error)) => Err(store_error),
        }))
        .await;
    match (outcome, take(&slot)) {
        (Ok(()), Some(Ok(value))) => Ok(value),
        (Err(StoreError::RolledBack), Some(Err(rule))) => Err(TxError::Rule(rule)),
        (Err(error), _) => Err(TxError::Store(error)),
        (Ok(()), _) => Err(TxError::Store(work_did_not_run())),
    }
}
