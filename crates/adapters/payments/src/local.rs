//! The local test payment provider, used when no Stripe key is set: its
//! checkout "page" lives in the shop itself, and paying there drives the same
//! fulfilment use case a provider webhook would.

use async_trait::async_trait;
use shop_ports::payments::{
    CheckoutRequest, CheckoutSession, PaymentError, PaymentEvent, PaymentGateway, RefundError,
    RefundRequest, SessionReport,
};

pub struct LocalTestGateway {
    public_url: String,
}

impl LocalTestGateway {
    pub fn new(public_url: &str) -> Self {
        Self {
            public_url: public_url.trim_end_matches('/').to_owned(),
        }
    }

    /// Where the shop serves the test checkout page of a session.
    pub fn checkout_url(&self, session_id: &str) -> String {
        format!("{}/api/payments/local/{session_id}", self.public_url)
    }
}

fn random_hex() -> anyhow::Result<String> {
    let mut bytes = [0u8; 12];
    getrandom::fill(&mut bytes).map_err(|e| anyhow::anyhow!("no randomness: {e}"))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

#[async_trait]
impl PaymentGateway for LocalTestGateway {
    async fn create_checkout(
        &self,
        request: &CheckoutRequest,
    ) -> Result<CheckoutSession, PaymentError> {
        let id = format!("cs_local_{}_{}", request.order_id.get(), random_hex()?);
        Ok(CheckoutSession {
            url: self.checkout_url(&id),
            id,
        })
    }

    async fn parse_webhook(
        &self,
        _payload: &[u8],
        _signature: &str,
    ) -> Result<PaymentEvent, PaymentError> {
        // The local provider never calls back over HTTP, so any webhook is forged.
        Err(PaymentError::InvalidSignature)
    }

    async fn session_status(
        &self,
        _session_id: &str,
    ) -> Result<Option<SessionReport>, PaymentError> {
        // Payment on the local page is recorded in the shop's own database the
        // moment it happens: there is no provider-side state to ask about.
        Ok(None)
    }

    async fn expire_checkout(&self, _session_id: &str) -> Result<(), PaymentError> {
        // The shop's own page checks the order's state on every visit.
        Ok(())
    }

    async fn refund(&self, request: &RefundRequest) -> Result<String, RefundError> {
        // Nothing was charged, so nothing goes back; the shop records the
        // refund under an id that is the same for the same order, as an
        // idempotent provider would answer.
        Ok(format!("re_local_{}", request.order_id.get()))
    }
}
