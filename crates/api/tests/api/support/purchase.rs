//! One guest buying a sample pack on a real process and paying it on the
//! local test page: order, payment session, payment. Cheap for the shop (no
//! proof to render), so a test can buy many a second.

use std::net::{IpAddr, Ipv4Addr};

use serde_json::{Value, json};

use super::orders::{Target, order_body};

/// A client from its own address (the shop allows 60 orders per address and
/// hour: a new batch every 50 orders) that reads the payment's 303 itself.
pub fn buyer_client(group: u8, n: usize) -> reqwest::Client {
    let batch = u8::try_from(n / 50 % 250 + 1).unwrap();
    reqwest::Client::builder()
        .local_address(Some(IpAddr::V4(Ipv4Addr::new(127, 70, group, batch))))
        .timeout(std::time::Duration::from_secs(30))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// What came of one purchase.
#[derive(Debug, Clone)]
pub enum Bought {
    /// Placed and paid: the order's id.
    Paid(i64),
    /// Placed, but the payment was not confirmed: the order's id and why.
    Unpaid(i64, String),
    /// Not placed: why.
    NotPlaced(String),
}

fn cookie_of(response: &reqwest::Response) -> Option<String> {
    response
        .headers()
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .map(|value| value.split(';').next().unwrap_or_default().to_owned())
        .next()
}

/// A guest's order of one sample pack, for `email`.
pub fn sample_pack_order(email: &str) -> Value {
    let mut body = order_body(email, &[]);
    body["orderLines"] = json!([{
        "productId": 5,
        "productType": "MBNprod",
        "qte": 1,
        "processingType": "Magnete einzeln in LDPE Tütchen verpackt",
        "musterNumber": "MN-1001",
        "remarks": format!("Auftrag {email}"),
    }]);
    body
}

/// Places a sample pack order for `email` and pays it.
pub async fn buy_sample_pack(http: &reqwest::Client, target: &Target, email: &str) -> Bought {
    buy(http, target, &sample_pack_order(email)).await
}

/// Places the order `body` and pays it.
pub async fn buy(http: &reqwest::Client, target: &Target, body: &Value) -> Bought {
    let placed = match http
        .post(format!("{}/api/orderLine/create-order", target.base_url))
        .header("Origin", &target.origin)
        .json(body)
        .send()
        .await
    {
        Ok(response) if response.status() == 201 => response,
        Ok(response) => {
            let status = response.status();
            return Bought::NotPlaced(format!(
                "{status} {}",
                response.text().await.unwrap_or_default()
            ));
        }
        Err(error) => return Bought::NotPlaced(error.to_string()),
    };
    let Some(cookie) = cookie_of(&placed) else {
        return Bought::NotPlaced("no session cookie".into());
    };
    let created: Value = placed.json().await.unwrap_or_default();
    let Some(order_id) = created["id"].as_i64() else {
        return Bought::NotPlaced(format!("no order id in {created}"));
    };
    let session = match http
        .post(format!(
            "{}/api/orderLine/create-checkout-session",
            target.base_url
        ))
        .header("Origin", &target.origin)
        .header(reqwest::header::COOKIE, &cookie)
        .json(&json!({"orderId": order_id}))
        .send()
        .await
    {
        Ok(response) if response.status() == 200 => {
            let session: Value = response.json().await.unwrap_or_default();
            session["id"].as_str().unwrap_or_default().to_owned()
        }
        Ok(response) => return Bought::Unpaid(order_id, format!("checkout {}", response.status())),
        Err(error) => return Bought::Unpaid(order_id, error.to_string()),
    };
    match http
        .post(format!(
            "{}/api/payments/local/{session}/pay",
            target.base_url
        ))
        .header("Origin", &target.origin)
        .header(reqwest::header::COOKIE, &cookie)
        .send()
        .await
    {
        Ok(response) if response.status() == 303 => Bought::Paid(order_id),
        Ok(response) => Bought::Unpaid(order_id, format!("pay {}", response.status())),
        Err(error) => Bought::Unpaid(order_id, error.to_string()),
    }
}
