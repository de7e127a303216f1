//! The delivery promise the shop shows before an order (product pages,
//! cart, checkout), and the closure days the back office sets, which every
//! promise skips from the moment they are saved.

use std::sync::Arc;

use chrono::{NaiveDate, NaiveDateTime};
use shop_domain::{
    Order, OrderStatus, ProductKind,
    berlin::berlin_day,
    delivery_promise::{Approval, DeliveryPromise, Destination, promise},
    working_days::{Closure, ClosureError},
};
use shop_ports::{
    Repos, Store, StoreError, TxError, clock::Clock, closures::StoredClosure, read, transaction,
    write,
};

/// The most closures that have not ended yet: every promise reads them all.
pub const OPEN_CLOSURES_MAX: usize = 50;

/// Why a closure was not saved.
#[derive(Debug, thiserror::Error)]
pub enum ClosureSaveError {
    #[error(transparent)]
    Invalid(#[from] ClosureError),
    #[error("Eine Schließzeit muss heute oder später enden.")]
    Past,
    #[error(
        "Es sind bereits 50 Schließzeiten eingetragen. Bitte entfernen Sie zuerst eine, die nicht mehr gebraucht wird."
    )]
    TooMany,
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

/// A promise as shown at `now`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromiseNow {
    pub promise: DeliveryPromise,
    pub now: NaiveDateTime,
}

impl PromiseNow {
    /// 'Lieferung voraussichtlich … – …, wenn Sie bis … bestellen und freigeben.'
    pub fn sentence(&self) -> String {
        self.promise.sentence(self.now)
    }
}

/// The shipping day promised to an order that goes ahead now, paid or
/// bought on invoice, read in the caller's transaction: its proofs still
/// wait for approval unless it holds only sample packs.
///
/// # Errors
/// Storage failure.
pub(crate) fn promised_ship_on(
    repos: &mut dyn Repos,
    order: &Order,
    now: NaiveDateTime,
) -> Result<NaiveDate, StoreError> {
    let lines = repos.orders().lines(order.id)?;
    let approval = if lines
        .iter()
        .all(|line| line.line.design.kind() == ProductKind::SamplePack)
    {
        Approval::NotNeeded
    } else {
        Approval::Waiting
    };
    let destination = destination_of(repos, order)?;
    let closures = open_closures(repos, now)?;
    Ok(promise(
        now,
        destination,
        order.is_express(),
        Some(now),
        approval,
        &closures,
    )
    .ship_on)
}

/// A promised shipping day that moved later at the last approval.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MovedLater {
    pub before: NaiveDate,
    pub ship_on: NaiveDate,
    pub reasons: Vec<String>,
}

/// Promises the shipping day anew at the last approval of `approved` (now),
/// stores it in the caller's transaction and answers how it moved when it
/// moved later (the buyer is told once, with this change).
///
/// # Errors
/// Storage failure.
pub(crate) fn renew_at_approval(
    repos: &mut dyn Repos,
    approved: &Order,
    now: NaiveDateTime,
) -> Result<Option<MovedLater>, StoreError> {
    let destination = destination_of(repos, approved)?;
    let closures = open_closures(repos, now)?;
    let paid = approved.paid_at.unwrap_or(approved.created_at);
    let renewed = promise(
        now,
        destination,
        approved.is_express(),
        Some(paid),
        Approval::At(now),
        &closures,
    );
    if approved.shipping_date == Some(renewed.ship_on) {
        return Ok(None);
    }
    let promised = Order {
        shipping_date: Some(renewed.ship_on),
        ..approved.clone()
    };
    repos.orders().update_state(approved, &promised)?;
    Ok(approved
        .shipping_date
        .filter(|before| renewed.ship_on > *before)
        .map(|before| MovedLater {
            before,
            ship_on: renewed.ship_on,
            reasons: renewed.reasons,
        }))
}

/// The promise for `order` at `now` while its proofs wait for approval,
/// read in the caller's transaction; `None` once approved, before it goes
/// ahead, or closed.
///
/// # Errors
/// Storage failure.
pub(crate) fn promise_while_approval_waits(
    repos: &mut dyn Repos,
    order: &Order,
    now: NaiveDateTime,
) -> Result<Option<DeliveryPromise>, StoreError> {
    if order.order_status != OrderStatus::Processing || !order.payment_status.goes_ahead() {
        return Ok(None);
    }
    let destination = destination_of(repos, order)?;
    let closures = open_closures(repos, now)?;
    let paid = order.paid_at.unwrap_or(order.created_at);
    Ok(Some(promise(
        now,
        destination,
        order.is_express(),
        Some(paid),
        Approval::Waiting,
        &closures,
    )))
}

fn destination_of(repos: &mut dyn Repos, order: &Order) -> Result<Destination, StoreError> {
    Ok(repos
        .orders()
        .shipping(order.id)?
        .map_or(Destination::Germany, |shipping| {
            Destination::of(shipping.country.code())
        }))
}

fn open_closures(repos: &mut dyn Repos, now: NaiveDateTime) -> Result<Vec<Closure>, StoreError> {
    Ok(repos
        .closures()
        .ending_from(berlin_day(now))?
        .into_iter()
        .map(|stored| stored.closure)
        .collect())
}

/// An order promised to ship on `ship_on` that a new closure would make late.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffectedOrder {
    pub order_id: shop_domain::OrderId,
    pub ship_on: NaiveDate,
    pub company: Option<String>,
}

#[derive(Clone)]
pub struct DeliveryPromises {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl DeliveryPromises {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// The promise for an order to `destination` placed, paid and approved now.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn for_an_order_now(
        &self,
        destination: Destination,
        express: bool,
    ) -> Result<PromiseNow, StoreError> {
        let now = self.clock.now();
        let closures = self.closures_from(now).await?;
        let closures: Vec<Closure> = closures.into_iter().map(|stored| stored.closure).collect();
        Ok(PromiseNow {
            promise: promise(
                now,
                destination,
                express,
                Some(now),
                Approval::At(now),
                &closures,
            ),
            now,
        })
    }

    /// The promise for `order` while its proofs wait for approval ('Freigabe
    /// bis Mi, 12:00 Uhr → Versand am Fr, 18.12.'); `None` once approved,
    /// before it goes ahead, or closed.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn while_approval_waits(
        &self,
        order: &Order,
    ) -> Result<Option<DeliveryPromise>, StoreError> {
        let now = self.clock.now();
        let order = order.clone();
        read(&*self.store, move |repos| {
            promise_while_approval_waits(repos, &order, now)
        })
        .await
    }

    /// The closures that have not ended yet, by their first day.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn closures(&self) -> Result<Vec<StoredClosure>, StoreError> {
        self.closures_from(self.clock.now()).await
    }

    async fn closures_from(&self, now: NaiveDateTime) -> Result<Vec<StoredClosure>, StoreError> {
        let today = berlin_day(now);
        read(&*self.store, move |repos| {
            repos.closures().ending_from(today)
        })
        .await
    }

    /// Saves a closure from `from` to `to` (inclusive) labelled `label`.
    ///
    /// # Errors
    /// [`ClosureSaveError`] naming why not.
    pub async fn add_closure(
        &self,
        from: chrono::NaiveDate,
        to: chrono::NaiveDate,
        label: &str,
    ) -> Result<StoredClosure, ClosureSaveError> {
        let closure = Closure::parse(from, to, label)?;
        let now = self.clock.now();
        if closure.to < berlin_day(now) {
            return Err(ClosureSaveError::Past);
        }
        let today = berlin_day(now);
        transaction(&*self.store, move |repos| {
            // Every promise reads the open closures: their number stays small.
            if repos.closures().ending_from(today)?.len() >= OPEN_CLOSURES_MAX {
                return Err(TxError::Rule(ClosureSaveError::TooMany));
            }
            Ok(repos.closures().add(&closure, now)?)
        })
        .await
        .map_err(|error| match error {
            TxError::Rule(refused) => refused,
            TxError::Store(store) => ClosureSaveError::Unknown(store),
        })
    }

    /// The orders already promised whose shipping day a closure from `from`
    /// to `to` would break, by promised day, with the buyer's company: the
    /// back office sees them before saving it. Their promises stay as
    /// stored; the closure acts on promises made from then on.
    ///
    /// # Errors
    /// [`ClosureSaveError::Invalid`] for days backwards or more than a year.
    pub async fn affected_by(
        &self,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<Vec<AffectedOrder>, ClosureSaveError> {
        // The label is the form's business; only the days are judged here.
        let closure = Closure::parse(from, to, "Schließzeit")?;
        let now = self.clock.now();
        let today = berlin_day(now);
        Ok(read(&*self.store, move |repos| {
            let existing = open_closures(repos, now)?;
            let affected: Vec<Order> = repos
                .orders()
                .to_ship_promised_from(closure.from.max(today))?
                .into_iter()
                .filter(|order| {
                    order.shipping_date.is_some_and(|ship_on| {
                        closure.closes_a_working_day_until(today, ship_on, &existing)
                    })
                })
                .collect();
            let ids: Vec<_> = affected.iter().map(|order| order.id).collect();
            let companies = repos.orders().companies(&ids)?;
            Ok(affected
                .into_iter()
                .filter_map(|order| {
                    let company = companies
                        .iter()
                        .find(|(id, _)| *id == order.id)
                        .map(|(_, company)| company.clone())
                        .filter(|company| !company.trim().is_empty());
                    Some(AffectedOrder {
                        order_id: order.id,
                        ship_on: order.shipping_date?,
                        company,
                    })
                })
                .collect())
        })
        .await?)
    }

    /// Removes closure `id`; `false` when there is none.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn remove_closure(&self, id: i64) -> Result<bool, StoreError> {
        write(&*self.store, move |repos| repos.closures().remove(id)).await
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use chrono::{NaiveDate, NaiveDateTime};
    use shop_domain::{delivery_promise::Destination, working_days::Closure};
    use shop_ports::{clock::MockClock, closures::StoredClosure, testing::MockRepos};

    use super::{ClosureSaveError, DeliveryPromises};

    fn at(raw: &str) -> NaiveDateTime {
        NaiveDateTime::parse_from_str(raw, "%Y-%m-%d %H:%M").unwrap()
    }

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn promises(repos: MockRepos, now: &'static str) -> DeliveryPromises {
        let mut clock = MockClock::new();
        clock.expect_now().returning(move || at(now));
        DeliveryPromises::new(Arc::new(repos.into_store()), Arc::new(clock))
    }

    #[tokio::test]
    async fn a_saved_closure_moves_the_promise_at_once() {
        let mut repos = MockRepos::default();
        repos
            .closures
            .expect_ending_from()
            .withf(|from| *from == day(2026, 12, 22))
            .returning(|_| {
                Ok(vec![StoredClosure {
                    id: 1,
                    closure: Closure::parse(day(2026, 12, 24), day(2027, 1, 1), "Betriebsferien")
                        .unwrap(),
                }])
            });

        // Tuesday 22.12. 10:00 starts the day: Wed 23.12., Mon 04.01., Tue 05.01.
        let now = promises(repos, "2026-12-22 09:00")
            .for_an_order_now(Destination::Germany, false)
            .await
            .unwrap();

        assert_eq!(now.promise.ship_on, day(2027, 1, 5));
        assert!(
            now.promise
                .reasons
                .contains(&"Betriebsferien vom 24.12. bis 01.01.".to_owned()),
            "{:?}",
            now.promise.reasons
        );
    }

    #[tokio::test]
    async fn no_more_than_fifty_open_closures_are_kept() {
        let mut repos = MockRepos::default();
        repos.closures.expect_ending_from().returning(|_| {
            Ok((0..50)
                .map(|id| StoredClosure {
                    id,
                    closure: Closure::parse(day(2027, 1, 4), day(2027, 1, 4), "Inventur").unwrap(),
                })
                .collect())
        });
        repos.closures.expect_add().never();

        let refused = promises(repos, "2026-12-22 09:00")
            .add_closure(day(2027, 2, 1), day(2027, 2, 1), "Inventur")
            .await;

        assert!(matches!(refused, Err(ClosureSaveError::TooMany)));
    }

    #[tokio::test]
    async fn a_closure_that_has_ended_or_runs_backwards_is_not_saved() {
        let mut repos = MockRepos::default();
        repos.closures.expect_add().never();
        let desk = promises(repos, "2026-12-22 09:00");

        assert!(matches!(
            desk.add_closure(day(2026, 12, 1), day(2026, 12, 21), "Inventur")
                .await,
            Err(ClosureSaveError::Past)
        ));
        assert!(matches!(
            desk.add_closure(day(2026, 12, 24), day(2026, 12, 23), "Inventur")
                .await,
            Err(ClosureSaveError::Invalid(_))
        ));
    }
}
