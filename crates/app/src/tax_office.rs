//! Which VAT an order pays, decided before anything is stored: German 19 %,
//! or a tax-exempt intra-community supply once the tax office confirmed the
//! buyer's foreign USt-IdNr. for the billing address's name and city.
//! Confirmations are kept for 24 hours per number, name and city, so a
//! retried checkout does not ask twice.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use chrono::{NaiveDateTime, TimeDelta};
use shop_domain::{
    BillingAddress, BuyerVatNumber, MemberState, ShippingAddress, TaxCategory, VatEvidence, VatId,
    VatNumberNeeded, VatVerdict, tax_treatment,
    vat_check::{VAT_ID_NAME_OR_CITY, VAT_ID_NOT_VALID, VAT_ID_UNAVAILABLE},
};
use shop_ports::{
    clock::Clock,
    vat_registry::{QualifiedRequest, VatIdRegistry},
};

/// How long an answer is trusted.
pub const CACHE_FOR: TimeDelta = TimeDelta::hours(24);
/// Most answers kept; beyond, the expired go first, then all.
const CACHE_MAX: usize = 10_000;

/// Why a foreign number was not confirmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum VatRefusal {
    #[error("{}", VAT_ID_NOT_VALID)]
    Invalid,
    #[error("{}", VAT_ID_NAME_OR_CITY)]
    NameOrCityDiffers,
    /// Nothing may be stored then: the buyer tries again later.
    #[error("{}", VAT_ID_UNAVAILABLE)]
    Unavailable,
}

/// Why an order cannot be taxed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum TaxRefusal {
    #[error(transparent)]
    NumberNeeded(#[from] VatNumberNeeded),
    /// A foreign number is checked for the invoice's name and city.
    #[error("Bitte geben Sie die Rechnungsadresse an, damit wir Ihre USt-IdNr. prüfen können.")]
    BillingAddressNeeded,
    #[error(transparent)]
    Vat(#[from] VatRefusal),
}

/// The decision, with its evidence for a tax-exempt supply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxDecision {
    pub category: TaxCategory,
    pub evidence: Option<VatEvidence>,
}

/// The answer to one number, name and city.
type CacheKey = (String, String, String);

#[derive(Debug, Clone)]
enum Cached {
    Confirmed(VatEvidence),
    Refused(VatRefusal),
}

#[derive(Clone)]
pub struct TaxOffice {
    registry: Arc<dyn VatIdRegistry>,
    /// The shop's own number, which asks; without one nothing foreign is confirmed.
    requester: Option<VatId>,
    clock: Arc<dyn Clock>,
    cache: Arc<Mutex<HashMap<CacheKey, (NaiveDateTime, Cached)>>>,
}

impl TaxOffice {
    pub fn new(
        registry: Arc<dyn VatIdRegistry>,
        requester: Option<VatId>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Self {
            registry,
            requester,
            clock,
            cache: Arc::default(),
        }
    }

    /// The tax table applied to an order: goods to Germany pay 19 %; to
    /// another member state, a German number pays 19 %, a foreign number
    /// the tax office confirms for `billing` pays none, and no number is
    /// refused.
    ///
    /// # Errors
    /// [`TaxRefusal`] with the reason the buyer reads.
    pub async fn decide(
        &self,
        shipping: &ShippingAddress,
        billing: &BillingAddress,
    ) -> Result<TaxDecision, TaxRefusal> {
        self.decide_for(shipping.country, shipping.vat_id.as_ref(), Some(billing))
            .await
    }

    /// [`TaxOffice::decide`] from its parts, for a quote before the whole
    /// address is known.
    ///
    /// # Errors
    /// As [`TaxOffice::decide`]; [`TaxRefusal::BillingAddressNeeded`] when a
    /// foreign number must be checked and there is no billing address.
    pub async fn decide_for(
        &self,
        delivery: MemberState,
        vat_id: Option<&VatId>,
        billing: Option<&BillingAddress>,
    ) -> Result<TaxDecision, TaxRefusal> {
        let (buyer, evidence) = match vat_id {
            _ if delivery == MemberState::GERMANY => (BuyerVatNumber::None, None),
            None => (BuyerVatNumber::None, None),
            Some(number) if number.is_german() => (BuyerVatNumber::German, None),
            Some(number) => {
                let billing = billing.ok_or(TaxRefusal::BillingAddressNeeded)?;
                (
                    BuyerVatNumber::ConfirmedOtherState,
                    Some(self.confirm(number, billing).await?),
                )
            }
        };
        let category = tax_treatment(delivery, buyer)?;
        Ok(TaxDecision { category, evidence })
    }

    /// Asks the tax office whether `number` is valid and registered to
    /// `billing`'s name and city (or answers from an answer of the last 24 hours).
    ///
    /// # Errors
    /// [`VatRefusal`] when it is not, or when the tax office cannot say now.
    pub async fn confirm(
        &self,
        number: &VatId,
        billing: &BillingAddress,
    ) -> Result<VatEvidence, VatRefusal> {
        let Some(requester) = self.requester.clone() else {
            tracing::warn!("a foreign VAT ID cannot be confirmed: SHOP_SELLER_VAT_ID is not set");
            return Err(VatRefusal::Unavailable);
        };
        let key = (
            number.as_str().to_owned(),
            billing.legal_name.as_str().to_lowercase(),
            billing.city.as_str().to_lowercase(),
        );
        let now = self.clock.now();
        if let Some(cached) = self.cached(&key, now) {
            return cached;
        }
        let request = QualifiedRequest {
            requester,
            number: number.clone(),
            name: billing.legal_name.as_str().to_owned(),
            street: billing.street.as_str().to_owned(),
            zip_code: billing.zip_code.as_str().to_owned(),
            city: billing.city.as_str().to_owned(),
        };
        let received = match self.registry.confirm(&request).await {
            Ok(received) => received,
            Err(unavailable) => {
                tracing::warn!(%unavailable, "VAT ID not checked");
                return Err(VatRefusal::Unavailable);
            }
        };
        let outcome = match VatVerdict::of(&received.answer) {
            VatVerdict::Confirmed => Cached::Confirmed(VatEvidence {
                vat_id: number.clone(),
                checked_at: now,
                answer: received.answer,
                body_sha256: received.body_sha256,
            }),
            VatVerdict::Invalid => Cached::Refused(VatRefusal::Invalid),
            VatVerdict::NameOrCityDiffers => Cached::Refused(VatRefusal::NameOrCityDiffers),
            VatVerdict::Unavailable => {
                tracing::warn!(status = %received.answer.status, "VAT ID service cannot answer");
                return Err(VatRefusal::Unavailable);
            }
        };
        self.remember(key, now, outcome.clone());
        match outcome {
            Cached::Confirmed(evidence) => Ok(evidence),
            Cached::Refused(refusal) => Err(refusal),
        }
    }

    fn cached(
        &self,
        key: &CacheKey,
        now: NaiveDateTime,
    ) -> Option<Result<VatEvidence, VatRefusal>> {
        let cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let (at, cached) = cache.get(key)?;
        if now - *at >= CACHE_FOR {
            return None;
        }
        Some(match cached {
            Cached::Confirmed(evidence) => Ok(evidence.clone()),
            Cached::Refused(refusal) => Err(*refusal),
        })
    }

    fn remember(&self, key: CacheKey, now: NaiveDateTime, outcome: Cached) {
        let mut cache = self
            .cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if cache.len() >= CACHE_MAX {
            cache.retain(|_, (at, _)| now - *at < CACHE_FOR);
            if cache.len() >= CACHE_MAX {
                cache.clear();
            }
        }
        cache.insert(key, (now, outcome));
    }
}

/// Tax offices for the tests of other use cases.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

    /// For orders to Germany: a question to the tax office fails the test.
    pub(crate) fn domestic() -> TaxOffice {
        TaxOffice::new(
            Arc::new(shop_ports::vat_registry::MockVatIdRegistry::new()),
            None,
            Arc::new(shop_ports::clock::SystemClock),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shop_domain::{BillingForm, FieldMatch, RegistryAnswer, ShippingForm, fixtures};
    use shop_ports::{
        clock::MockClock,
        vat_registry::{MockVatIdRegistry, ReceivedAnswer, RegistryUnavailable},
    };

    fn at(hour: u32) -> NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 12, 7)
            .unwrap()
            .and_hms_opt(hour, 0, 0)
            .unwrap()
    }

    fn clock(times: Vec<NaiveDateTime>) -> Arc<MockClock> {
        let mut clock = MockClock::new();
        let mut times = times.into_iter();
        clock
            .expect_now()
            .returning(move || times.next().unwrap_or(at(23)));
        Arc::new(clock)
    }

    fn answered(status: &str, name: &str) -> ReceivedAnswer {
        ReceivedAnswer {
            answer: RegistryAnswer {
                status: status.to_owned(),
                name: FieldMatch::parse(name),
                street: Some(FieldMatch::Differs),
                zip_code: Some(FieldMatch::Matches),
                city: Some(FieldMatch::Matches),
            },
            body_sha256: "ab".repeat(32),
        }
    }

    fn venlo(vat_id: &'static str) -> ShippingAddress {
        ShippingAddress::parse(ShippingForm {
            country: "NL",
            zip_code: "5911 AA",
            city: "Venlo",
            vat_id,
            ..fixtures::shipping_form()
        })
        .unwrap()
    }

    fn billing() -> BillingAddress {
        BillingAddress::parse(BillingForm {
            legal_name: "Eetcafe De Hoek B.V.",
            street: "Markt 1",
            zip_code: "5911 AA",
            city: "Venlo",
            country: "NL",
        })
        .unwrap()
    }

    fn office(registry: MockVatIdRegistry, clock: Arc<MockClock>) -> TaxOffice {
        let requester = VatId::parse_optional("DE136695976").unwrap();
        TaxOffice::new(Arc::new(registry), requester, clock)
    }

    #[tokio::test]
    async fn a_confirmed_dutch_number_makes_a_tax_exempt_supply_asked_once_a_day() {
        let mut registry = MockVatIdRegistry::new();
        registry
            .expect_confirm()
            .withf(|request| {
                request.number.as_str() == "NL859108720B01"
                    && request.requester.as_str() == "DE136695976"
                    && request.name == "Eetcafe De Hoek B.V."
                    && request.city == "Venlo"
            })
            .times(2)
            .returning(|_| Ok(answered("evatr-0000", "A")));
        let office = office(registry, clock(vec![at(8), at(9), at(8) + CACHE_FOR]));

        // The second checkout an hour later reuses the answer; a day later it is asked again.
        for asked_at in [at(8), at(8), at(8) + CACHE_FOR] {
            let decision = office
                .decide(&venlo("NL859108720B01"), &billing())
                .await
                .unwrap();
            assert_eq!(decision.category, TaxCategory::IntraCommunity);
            let evidence = decision.evidence.unwrap();
            assert_eq!(evidence.answer.street, Some(FieldMatch::Differs));
            assert_eq!(evidence.checked_at, asked_at);
        }
    }

    #[tokio::test]
    async fn every_refusal_reads_as_the_issue_words_it() {
        for (status, name, refusal) in [
            ("evatr-2001", "A", VatRefusal::Invalid),
            ("evatr-0000", "B", VatRefusal::NameOrCityDiffers),
            ("evatr-1001", "A", VatRefusal::Unavailable),
        ] {
            let mut registry = MockVatIdRegistry::new();
            registry
                .expect_confirm()
                .returning(move |_| Ok(answered(status, name)));
            let office = office(registry, clock(vec![]));
            assert_eq!(
                office.decide(&venlo("NL859108720B01"), &billing()).await,
                Err(TaxRefusal::Vat(refusal)),
                "{status}"
            );
        }
        let mut registry = MockVatIdRegistry::new();
        registry
            .expect_confirm()
            .times(2)
            .returning(|_| Err(RegistryUnavailable("timeout".into())));
        let office = office(registry, clock(vec![]));
        for _ in 0..2 {
            // Not remembered: the next attempt asks again.
            assert_eq!(
                office
                    .confirm(
                        &VatId::parse_optional("NL859108720B01").unwrap().unwrap(),
                        &billing()
                    )
                    .await,
                Err(VatRefusal::Unavailable)
            );
        }
    }

    #[tokio::test]
    async fn germany_german_numbers_and_missing_numbers_need_no_question() {
        let office = office(MockVatIdRegistry::new(), clock(vec![]));
        let home = fixtures::shipping_address();
        assert_eq!(
            office.decide(&home, &billing()).await.unwrap().category,
            TaxCategory::Standard
        );
        assert_eq!(
            office
                .decide(&venlo("DE136695976"), &billing())
                .await
                .unwrap()
                .category,
            TaxCategory::Standard
        );
        assert_eq!(
            office.decide(&venlo(""), &billing()).await,
            Err(TaxRefusal::NumberNeeded(VatNumberNeeded))
        );
    }
}
