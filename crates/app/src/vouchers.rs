//! Aktionscodes: the back office's codes, the price a code gives a cart, and
//! the one place that decides whose use an order holds. A use is reserved in
//! the transaction that places the order ([`reserve_use`]), redeemed in the
//! one that records its payment ([`redeem_use`]) and given back in the one
//! that cancels it or records that it will not be paid ([`release_use`]), or
//! by the sweep of orders left unpaid ([`Vouchers::release_unpaid`]).

use std::sync::Arc;

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use shop_domain::{
    CategoryId, Cents, LineForm, LogoRule, NewOrderLine, Order, OrderId, TaxCategory, Totals,
    UserId,
    berlin::berlin_day,
    voucher::{CartLine, DiscountRule, Voucher, VoucherCode, VoucherFormError, VoucherRefusal},
};
use shop_ports::{
    Repos, Store, StoreError, TxError,
    clock::Clock,
    payments::CHECKOUT_SESSION_LIFETIME,
    read, transaction,
    vouchers::{Redemption, VoucherCustomer, VoucherDeletion, VoucherRecord},
};

use crate::line_checks::product_of;

/// A code as the admin's form sends it; absent limits take their defaults.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct VoucherForm {
    pub code: String,
    pub percent_off: Option<i64>,
    pub amount_off_cents: Option<i64>,
    pub valid_from: Option<NaiveDate>,
    pub valid_until: Option<NaiveDate>,
    pub max_uses: Option<i64>,
    pub max_uses_per_customer: Option<i64>,
    pub min_order_cents: Option<i64>,
    pub category_id: Option<i64>,
}

/// How long a placed order holds its code's use without a payment or an
/// open checkout: unpaid orders must not keep a limited code from others.
pub const UNPAID_HOLD: TimeDelta = TimeDelta::hours(1);

/// Uses in all when the admin sets none: "usable once unless authorised".
pub const DEFAULT_MAX_USES: u32 = 1;
/// Uses per customer when the admin sets none.
pub const DEFAULT_MAX_USES_PER_CUSTOMER: u32 = 1;
/// Most uses a code may be given (in all or per customer).
pub const MAX_USES_LIMIT: i64 = 1_000_000;

#[derive(Debug, thiserror::Error)]
pub enum VoucherAdminError {
    #[error("{0}")]
    Form(#[from] VoucherFormError),
    #[error("Der Mindestbestellwert darf nicht negativ sein.")]
    MinimumNegative,
    #[error("Die Anzahl der Einlösungen muss eine ganze Zahl bis 1.000.000 sein.")]
    TooManyUses,
    #[error("Diese Produktkategorie gibt es nicht.")]
    UnknownCategory,
    #[error("Diesen Aktionscode gibt es bereits.")]
    Exists,
    #[error("Dieser Aktionscode wurde nicht gefunden.")]
    NotFound,
    #[error("Ein bereits verwendeter Aktionscode kann nicht gelöscht werden.")]
    Used,
    #[error(transparent)]
    Unknown(StoreError),
}

impl From<StoreError> for VoucherAdminError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::Conflict(_) => VoucherAdminError::Exists,
            other => VoucherAdminError::Unknown(other),
        }
    }
}

/// Why a cart could not be quoted.
#[derive(Debug, thiserror::Error)]
pub enum QuoteError {
    #[error("{0}")]
    Refused(#[from] VoucherRefusal),
    #[error("Der Warenkorb kann nicht leer sein. Bitte fügen Sie einige Produkte hinzu")]
    Empty,
    #[error("Position {position}: Das Produkt wurde nicht gefunden")]
    UnknownProduct { position: usize },
    #[error("Position {position}: {error}")]
    Line {
        position: usize,
        error: shop_domain::LineError,
    },
    #[error("Der Bestellwert ist zu hoch")]
    Overflow,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

shop_ports::rules_roll_back_as!(QuoteError);

/// What a code takes off a cart, priced by the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub code: VoucherCode,
    pub totals: Totals,
}

/// Most lines a quoted cart may have, as many as an order.
const MAX_QUOTED_LINES: usize = 50;

/// The code an order names: one that parses and exists, else "ungültig".
fn stored_voucher(repos: &mut dyn Repos, raw: &str) -> Result<Voucher, TxError<VoucherRefusal>> {
    let code = VoucherCode::parse(raw).map_err(|_| TxError::Rule(VoucherRefusal::Invalid))?;
    repos
        .vouchers()
        .find(&code)?
        .ok_or(TxError::Rule(VoucherRefusal::Invalid))
}

/// The discounted totals `raw` gives `lines` (each with its category) on
/// `today`, if the code exists, applies and has a use left for `customer`
/// (not counted for an unknown customer).
///
/// # Errors
/// [`VoucherRefusal`] naming why not.
pub fn discount_for(
    repos: &mut dyn Repos,
    raw: &str,
    lines: &[CartLine],
    customer: Option<&VoucherCustomer>,
    today: NaiveDate,
) -> Result<(VoucherCode, Totals), TxError<VoucherRefusal>> {
    let voucher = stored_voucher(repos, raw)?;
    let totals = voucher.discount_for(lines, today).map_err(TxError::Rule)?;
    let (used, used_by_customer) = repos.vouchers().uses(&voucher.code, customer)?;
    voucher
        .has_room(used, used_by_customer)
        .map_err(TxError::Rule)?;
    Ok((voucher.code, totals))
}

/// Reserves the use of `code` for the just-written `order` by `customer`.
///
/// # Errors
/// [`VoucherRefusal::AlreadyRedeemed`] when a limit was reached meanwhile
/// (the caller's transaction then rolls the order back).
pub fn reserve_use(
    repos: &mut dyn Repos,
    code: &VoucherCode,
    order: OrderId,
    customer: &VoucherCustomer,
    at: chrono::NaiveDateTime,
) -> Result<(), TxError<VoucherRefusal>> {
    if repos.vouchers().reserve(code, order, customer, at)? {
        Ok(())
    } else {
        Err(TxError::Rule(VoucherRefusal::AlreadyRedeemed))
    }
}

/// Who uses a code with an order: the account's own e-mail address (the one
/// it signed up with, not the order's delivery address), else the guest's
/// delivery address. See [`VoucherCustomer`] for how addresses compare.
///
/// # Errors
/// Storage failure.
pub fn customer(
    repos: &mut dyn Repos,
    account: Option<UserId>,
    delivery_email: &str,
) -> Result<VoucherCustomer, StoreError> {
    let account_email = match account {
        Some(user) => repos.users().find_by_id(user)?.map(|user| user.email),
        None => None,
    };
    Ok(VoucherCustomer::by_email(
        account_email
            .as_ref()
            .map_or(delivery_email, |email| email.as_str()),
    ))
}

/// Who used the stored order's code, as [`customer`] decides it.
///
/// # Errors
/// Storage failure.
pub fn customer_of(repos: &mut dyn Repos, order: &Order) -> Result<VoucherCustomer, StoreError> {
    let delivery_email = repos
        .orders()
        .shipping(order.id)?
        .map(|address| address.email.to_string())
        .unwrap_or_default();
    customer(repos, order.user_id, &delivery_email)
}

/// The paid order's use becomes a redemption (none without a code).
///
/// # Errors
/// Storage failure.
pub fn redeem_use(
    repos: &mut dyn Repos,
    order: &Order,
    at: chrono::NaiveDateTime,
) -> Result<(), StoreError> {
    let Some(code) = &order.voucher_code else {
        return Ok(());
    };
    let customer = customer_of(repos, order)?;
    if repos.vouchers().redeem(code, order.id, &customer, at)? == Redemption::Restored {
        tracing::warn!(
            order = order.id.get(),
            code = code.as_str(),
            "an order was paid after its discount-code use had been released; the use is counted again"
        );
    }
    Ok(())
}

/// Gives the use the order holds back to its code, if it holds one.
///
/// # Errors
/// Storage failure.
pub fn release_use(repos: &mut dyn Repos, order: &Order) -> Result<(), StoreError> {
    if order.voucher_code.is_some() && repos.vouchers().release(order.id)? {
        tracing::info!(order = order.id.get(), "discount-code use released");
    }
    Ok(())
}

/// The back office's codes and the quote of a cart.
#[derive(Clone)]
pub struct Vouchers {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Vouchers {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// Every code with its uses, newest first.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn list(&self) -> Result<Vec<VoucherRecord>, StoreError> {
        read(&*self.store, |repos| repos.vouchers().list()).await
    }

    /// Creates a code from the admin's form.
    ///
    /// # Errors
    /// [`VoucherAdminError`] naming what is wrong, or `Exists`.
    pub async fn create(&self, form: VoucherForm) -> Result<VoucherRecord, VoucherAdminError> {
        let voucher = voucher_from(form)?;
        let now = self.clock.now();
        let code = voucher.code.clone();
        transaction(&*self.store, move |repos| {
            repos
                .vouchers()
                .insert(&voucher, now)
                .map_err(TxError::<VoucherAdminError>::Store)
        })
        .await
        .map_err(admin_error)?;
        self.record(code).await
    }

    /// Switches a code on or off; its uses stay.
    ///
    /// # Errors
    /// [`VoucherAdminError::NotFound`].
    pub async fn set_active(
        &self,
        raw: &str,
        active: bool,
    ) -> Result<VoucherRecord, VoucherAdminError> {
        let code = VoucherCode::parse(raw).map_err(|_| VoucherAdminError::NotFound)?;
        let target = code.clone();
        let found = transaction(&*self.store, move |repos| {
            repos
                .vouchers()
                .set_active(&target, active)
                .map_err(TxError::<VoucherAdminError>::Store)
        })
        .await
        .map_err(admin_error)?;
        if !found {
            return Err(VoucherAdminError::NotFound);
        }
        self.record(code).await
    }

    /// Deletes a code no order was ever priced with.
    ///
    /// # Errors
    /// [`VoucherAdminError::NotFound`] or [`VoucherAdminError::Used`].
    pub async fn delete(&self, raw: &str) -> Result<(), VoucherAdminError> {
        let code = VoucherCode::parse(raw).map_err(|_| VoucherAdminError::NotFound)?;
        let outcome = transaction(&*self.store, move |repos| {
            repos
                .vouchers()
                .delete_unused(&code)
                .map_err(TxError::<VoucherAdminError>::Store)
        })
        .await
        .map_err(admin_error)?;
        match outcome {
            VoucherDeletion::Deleted => Ok(()),
            VoucherDeletion::NotFound => Err(VoucherAdminError::NotFound),
            VoucherDeletion::Used => Err(VoucherAdminError::Used),
        }
    }

    /// Gives back the uses of orders placed (or whose payment was last
    /// opened) over [`UNPAID_HOLD`] ago that have no payment and no checkout
    /// still taking one; returns those orders. Run periodically by every
    /// instance: a use is released once however many sweep at the same time.
    /// Opening the order's payment later reserves the use again, or refuses
    /// when the code has none left.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn release_unpaid(&self) -> Result<Vec<OrderId>, StoreError> {
        self.release_unpaid_at(self.clock.now()).await
    }

    /// [`Vouchers::release_unpaid`] as of `now` (the API tests run on the
    /// system clock and move time this way).
    ///
    /// # Errors
    /// Storage failure.
    pub async fn release_unpaid_at(&self, now: NaiveDateTime) -> Result<Vec<OrderId>, StoreError> {
        let reserved_before = now - UNPAID_HOLD;
        let open_since = now - CHECKOUT_SESSION_LIFETIME;
        let released = transaction(&*self.store, move |repos| {
            repos
                .vouchers()
                .release_stale(reserved_before, open_since)
                .map_err(TxError::<std::convert::Infallible>::Store)
        })
        .await
        .map_err(|error| match error {
            TxError::Store(store) => store,
            TxError::Rule(never) => match never {},
        })?;
        for order in &released {
            tracing::info!(
                order = order.get(),
                "discount-code use of an unpaid order released"
            );
        }
        Ok(released)
    }

    async fn record(&self, code: VoucherCode) -> Result<VoucherRecord, VoucherAdminError> {
        self.list()
            .await?
            .into_iter()
            .find(|record| record.voucher.code == code)
            .ok_or(VoucherAdminError::NotFound)
    }

    /// What `raw` takes off the cart of `lines`, each priced from the
    /// catalogue (never from the client); the customer's own limit is
    /// checked when the order is placed. The VAT is `category`'s, as the
    /// checkout decided it for the buyer.
    ///
    /// # Errors
    /// [`QuoteError`]: the code's refusal, or a line that cannot be priced.
    pub async fn quote(
        &self,
        raw: String,
        lines: Vec<LineForm>,
        category: TaxCategory,
    ) -> Result<Quote, QuoteError> {
        if lines.is_empty() {
            return Err(QuoteError::Empty);
        }
        if lines.len() > MAX_QUOTED_LINES {
            return Err(QuoteError::Overflow);
        }
        let today = berlin_day(self.clock.now());
        read(&*self.store, move |repos| {
            let cart = match cart_lines(repos, &lines)? {
                Ok(cart) => cart,
                Err(refused) => return Ok(Err(refused)),
            };
            Ok(match discount_for(repos, &raw, &cart, None, today) {
                Ok((code, totals)) => totals
                    .taxed_as(category)
                    .map(|totals| Quote { code, totals })
                    .ok_or(QuoteError::Overflow),
                Err(TxError::Rule(refusal)) => Err(QuoteError::Refused(refusal)),
                Err(TxError::Store(store)) => return Err(store),
            })
        })
        .await?
    }
}

/// Each line priced from the catalogue as an order would be (its design
/// checked, its logo not required for a quote), with its category.
fn cart_lines(
    repos: &mut dyn Repos,
    forms: &[LineForm],
) -> Result<Result<Vec<CartLine>, QuoteError>, StoreError> {
    let mut lines = Vec::with_capacity(forms.len());
    for (index, form) in forms.iter().enumerate() {
        let position = index + 1;
        let Some(product) = product_of(repos, form)? else {
            return Ok(Err(QuoteError::UnknownProduct { position }));
        };
        let line = match NewOrderLine::priced(&product, form, LogoRule::NotRequired) {
            Ok(line) => line,
            Err(error) => return Ok(Err(QuoteError::Line { position, error })),
        };
        let Some(net) = line.subtotal() else {
            return Ok(Err(QuoteError::Overflow));
        };
        lines.push(CartLine {
            net,
            category: product.category,
        });
    }
    Ok(Ok(lines))
}

fn admin_error(error: TxError<VoucherAdminError>) -> VoucherAdminError {
    match error {
        TxError::Rule(rule) => rule,
        TxError::Store(store) => store.into(),
    }
}

/// Product categories a code may be restricted to: cards and bottle openers.
const RESTRICTABLE: [CategoryId; 2] = [CategoryId::CARDS, CategoryId::BOTTLE_OPENERS];

fn limit(raw: Option<i64>, default: u32) -> Result<u32, VoucherAdminError> {
    match raw {
        None => Ok(default),
        Some(raw) if raw < 1 => Err(VoucherFormError::NoUses.into()),
        Some(raw) if raw > MAX_USES_LIMIT => Err(VoucherAdminError::TooManyUses),
        Some(raw) => u32::try_from(raw).map_err(|_| VoucherAdminError::TooManyUses),
    }
}

/// The admin's form as a code, checked whole.
fn voucher_from(form: VoucherForm) -> Result<Voucher, VoucherAdminError> {
    let code = VoucherCode::parse(&form.code)?;
    let rule = DiscountRule::parse(form.percent_off, form.amount_off_cents)?;
    let min_order = match form.min_order_cents {
        Some(cents) if cents < 0 => return Err(VoucherAdminError::MinimumNegative),
        Some(0) | None => None,
        Some(cents) => Some(Cents::new(cents)),
    };
    let category = match form.category_id {
        None => None,
        Some(raw) => Some(
            i32::try_from(raw)
                .ok()
                .map(CategoryId::new)
                .filter(|category| RESTRICTABLE.contains(category))
                .ok_or(VoucherAdminError::UnknownCategory)?,
        ),
    };
    Ok(Voucher {
        code,
        rule,
        valid_from: form.valid_from,
        valid_until: form.valid_until,
        max_uses: limit(form.max_uses, DEFAULT_MAX_USES)?,
        max_uses_per_customer: limit(form.max_uses_per_customer, DEFAULT_MAX_USES_PER_CUSTOMER)?,
        min_order,
        category,
        active: true,
    }
    .validated()?)
}

#[cfg(test)]
mod tests {
    use shop_domain::{Email, Role, User};
    use shop_ports::testing::MockRepos;

    use super::*;

    /// The customer key of an order by `account` (3 signed up as
    /// chef@example.de) delivered to `delivery_email`.
    fn customer_key(account: Option<i64>, delivery_email: &str) -> String {
        let mut repos = MockRepos::default();
        repos.users.expect_find_by_id().returning(|id| {
            Ok((id == UserId::new(3)).then(|| User {
                id,
                email: Email::parse("chef@example.de").unwrap(),
                company_name: "Pizzeria Roma".into(),
                phone: "0170 1234567".into(),
                password_hash: String::new(),
                role: Role::Customer,
                active: true,
                created_at: chrono::NaiveDateTime::default(),
                address: None,
            }))
        });
        customer(&mut repos, account.map(UserId::new), delivery_email)
            .unwrap()
            .as_str()
            .to_owned()
    }

    #[tokio::test]
    async fn the_sweep_releases_uses_unpaid_for_an_hour_whose_checkout_no_longer_takes_payment() {
        let now = NaiveDate::from_ymd_opt(2026, 12, 6)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap();
        let mut clock = shop_ports::clock::MockClock::new();
        clock.expect_now().returning(move || now);
        let mut repos = MockRepos::default();
        repos
            .vouchers
            .expect_release_stale()
            .withf(move |reserved_before, open_since| {
                *reserved_before == now - TimeDelta::hours(1)
                    && *open_since == now - TimeDelta::hours(24)
            })
            .times(1)
            .returning(|_, _| Ok(vec![OrderId::new(4), OrderId::new(7)]));
        let vouchers = Vouchers::new(Arc::new(repos.into_store()), Arc::new(clock));

        let released = vouchers.release_unpaid().await.unwrap();

        assert_eq!(released, [OrderId::new(4), OrderId::new(7)]);
    }

    #[test]
    fn an_account_and_guest_orders_under_its_address_are_one_customer() {
        let account = customer_key(Some(3), "lieferung@pizzeria-roma.de");

        assert_eq!(account, "email:chef@example.de");
        assert_eq!(customer_key(None, " Chef@Example.de "), account);
        assert_eq!(customer_key(None, "CHEF@EXAMPLE.DE"), account);
    }

    #[test]
    fn tags_and_dots_make_another_customer() {
        let account = customer_key(Some(3), "chef@example.de");

        assert_ne!(customer_key(None, "chef+2@example.de"), account);
        assert_ne!(customer_key(None, "c.hef@example.de"), account);
    }

    fn form(code: &str) -> VoucherForm {
        VoucherForm {
            code: code.into(),
            percent_off: Some(10),
            ..VoucherForm::default()
        }
    }

    #[test]
    fn a_code_without_limits_is_usable_once_and_once_per_customer() {
        let voucher = voucher_from(form("sommer10")).unwrap();

        assert_eq!(voucher.code.as_str(), "SOMMER10");
        assert_eq!((voucher.max_uses, voucher.max_uses_per_customer), (1, 1));
        assert!(voucher.active);
        assert_eq!((voucher.min_order, voucher.category), (None, None));
    }

    #[test]
    fn the_admins_form_is_checked_whole() {
        let with = |change: fn(&mut VoucherForm)| {
            let mut form = form("SOMMER10");
            change(&mut form);
            voucher_from(form).map_err(|error| error.to_string())
        };
        assert_eq!(
            with(|f| f.min_order_cents = Some(-1)).unwrap_err(),
            "Der Mindestbestellwert darf nicht negativ sein."
        );
        assert_eq!(
            with(|f| f.min_order_cents = Some(0)).unwrap().min_order,
            None
        );
        assert_eq!(
            with(|f| f.category_id = Some(4)).unwrap_err(),
            "Diese Produktkategorie gibt es nicht."
        );
        assert_eq!(
            with(|f| f.category_id = Some(i64::MAX)).unwrap_err(),
            "Diese Produktkategorie gibt es nicht."
        );
        assert_eq!(
            with(|f| f.category_id = Some(3)).unwrap().category,
            Some(CategoryId::BOTTLE_OPENERS)
        );
        assert_eq!(
            with(|f| f.max_uses_per_customer = Some(0)).unwrap_err(),
            "Ein Aktionscode muss mindestens einmal einlösbar sein."
        );
        assert_eq!(
            with(|f| f.max_uses = Some(1_000_001)).unwrap_err(),
            "Die Anzahl der Einlösungen muss eine ganze Zahl bis 1.000.000 sein."
        );
        assert_eq!(
            with(|f| f.max_uses = Some(1_000_000)).unwrap().max_uses,
            1_000_000
        );
        assert_eq!(with(|f| f.max_uses = Some(500)).unwrap().max_uses, 500);
        assert_eq!(
            with(|f| f.amount_off_cents = Some(500)).unwrap_err(),
            "Bitte geben Sie entweder einen Rabatt in Prozent oder einen Betrag an."
        );
    }
}
