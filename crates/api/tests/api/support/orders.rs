//! Guest orders placed against a running shop process, each carrying a unique
//! marker (its shipping e-mail, repeated in every line's remarks), and the
//! check that what the database holds is exactly what was sent: whole orders
//! with their lines and shipping data, priced from the catalogue, each
//! marker at most once.

use std::collections::HashMap;

use serde_json::{Value, json};
use shop_db::DbStore;
use shop_domain::{Cents, OrderId, Processing, Product, Totals, unit_price};
use shop_ports::read;

const PACKED: &str = "Magnete einzeln in LDPE Tütchen verpackt (+25€)";
const NOT_PACKED: &str = "Magnete nicht einzeln verpackt";

/// One line as sent: which card, packed or not, how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineSpec {
    pub product_id: i64,
    pub packed: bool,
    pub quantity: u8,
}

/// What became of a create-order call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// 201 with this order id.
    Created(i64),
    /// Any other status.
    Refused(u16, String),
    /// No answer: the connection failed or broke.
    Lost(String),
}

#[derive(Debug, Clone)]
pub struct SentOrder {
    pub marker: String,
    pub lines: Vec<LineSpec>,
    pub answer: Answer,
}

/// One to three card lines, varied by `n` so that orders differ in lines,
/// processing and quantities (product 4 is only sold packed).
pub fn lines_for(n: u64) -> Vec<LineSpec> {
    let quantity = |k: u64| u8::try_from(1 + (n + k) % 15).unwrap();
    let mut lines = vec![LineSpec {
        product_id: 2,
        packed: n.is_multiple_of(2),
        quantity: quantity(0),
    }];
    if !n.is_multiple_of(3) {
        lines.push(LineSpec {
            product_id: 3,
            packed: n % 4 == 1,
            quantity: quantity(5),
        });
    }
    if n % 5 == 2 {
        lines.push(LineSpec {
            product_id: 4,
            packed: true,
            quantity: quantity(9),
        });
    }
    lines
}

fn remarks(marker: &str) -> String {
    format!("Auftrag {marker}")
}

pub fn order_body(marker: &str, lines: &[LineSpec]) -> Value {
    let lines: Vec<Value> = lines
        .iter()
        .map(|line| {
            json!({
                "productId": line.product_id,
                "productType": "PrimeProd",
                "qte": line.quantity,
                "processingType": if line.packed { PACKED } else { NOT_PACKED },
                "remarks": remarks(marker),
                "musterNumber": "",
                "template": "pizza",
                "address": "Hauptstr. 1, 41061 Mönchengladbach",
                "phone": "+49 2161 123456",
                "url": "www.pizzeria-roma.de",
                "cardLogo": super::PRINT_LOGO_URL
            })
        })
        .collect();
    json!({
        "orderType": "Normal",
        "orderLines": lines,
        "shippingInfo": {
            "responsableName": "Maria Rossi",
            "companyName": "Pizzeria Roma",
            "email": marker,
            "phone": "02161 123456",
            "shippingAddress": "Hauptstr. 1",
            "zipCode": "41061",
            "city": "Mönchengladbach"
        },
        "userId": null
    })
}

/// Where orders go: a process's address and the origin it expects.
#[derive(Debug, Clone)]
pub struct Target {
    pub base_url: String,
    pub origin: String,
}

impl Target {
    pub fn of(shop: &super::process::ShopProcess) -> Self {
        Self {
            base_url: shop.base_url.clone(),
            origin: shop.public_url.clone(),
        }
    }
}

/// Places one guest order and records what came back.
pub async fn place(client: &reqwest::Client, target: &Target, marker: String, n: u64) -> SentOrder {
    let lines = lines_for(n);
    let answer = match client
        .post(format!("{}/api/orderLine/create-order", target.base_url))
        .header("Origin", &target.origin)
        .json(&order_body(&marker, &lines))
        .send()
        .await
    {
        Err(error) => Answer::Lost(error.to_string()),
        Ok(response) => {
            let status = response.status().as_u16();
            match response.text().await {
                Err(error) => Answer::Lost(error.to_string()),
                Ok(text) if status == 201 => {
                    let body: Value = serde_json::from_str(&text).unwrap();
                    Answer::Created(body["id"].as_i64().unwrap())
                }
                Ok(text) => Answer::Refused(status, text),
            }
        }
    };
    SentOrder {
        marker,
        lines,
        answer,
    }
}

/// What the database holds, compared with what was sent.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Orders in the database.
    pub stored: usize,
    /// Sent orders whose marker is in the database.
    pub present: usize,
    /// Sent orders answered 201.
    pub answered: usize,
    /// Every broken rule, one line each; empty when all is well.
    pub problems: Vec<String>,
}

/// Reads every order of the database through the store ports and checks it
/// against `sent`. `order_ids` comes from [`super::databases::TestDatabase::order_ids`].
pub async fn verify(store: &DbStore, order_ids: Vec<i64>, sent: &[SentOrder]) -> Verdict {
    let catalogue: HashMap<i64, Product> = read(store, |repos| repos.products().list_all())
        .await
        .unwrap()
        .into_iter()
        .map(|product| (product.id.get(), product))
        .collect();
    let by_marker: HashMap<&str, &SentOrder> =
        sent.iter().map(|s| (s.marker.as_str(), s)).collect();
    assert_eq!(by_marker.len(), sent.len(), "markers must be unique");

    let mut verdict = Verdict {
        stored: order_ids.len(),
        answered: sent
            .iter()
            .filter(|s| matches!(s.answer, Answer::Created(_)))
            .count(),
        ..Verdict::default()
    };
    let mut seen: HashMap<String, Vec<i64>> = HashMap::new();
    for id in order_ids {
        let (order, lines, shipping) = read(store, move |repos| {
            let id = OrderId::new(id);
            Ok((
                repos.orders().find(id)?,
                repos.orders().lines(id)?,
                repos.orders().shipping(id)?,
            ))
        })
        .await
        .unwrap();
        let Some(order) = order else {
            verdict.problems.push(format!("order {id} vanished"));
            continue;
        };
        let Some(shipping) = shipping else {
            verdict
                .problems
                .push(format!("order {id} has no shipping data"));
            continue;
        };
        seen.entry(shipping.email.to_string()).or_default().push(id);
        let Some(expected) = by_marker.get(shipping.email.as_str()) else {
            verdict.problems.push(format!(
                "order {id} carries an unknown marker {}",
                shipping.email
            ));
            continue;
        };
        if let Answer::Created(answered_id) = expected.answer
            && answered_id != id
        {
            verdict.problems.push(format!(
                "{} was answered as order {answered_id} but is stored as {id}",
                expected.marker
            ));
        }
        if shipping.contact_person.as_str() != "Maria Rossi"
            || shipping.company.as_str() != "Pizzeria Roma"
            || shipping.zip_code.as_str() != "41061"
            || shipping.city.as_str() != "Mönchengladbach"
        {
            verdict
                .problems
                .push(format!("order {id}: shipping data differs: {shipping:?}"));
        }
        if lines.len() != expected.lines.len() {
            verdict.problems.push(format!(
                "order {id}: {} lines stored, {} sent",
                lines.len(),
                expected.lines.len()
            ));
            continue;
        }
        let mut net = Cents::ZERO;
        for (stored, spec) in lines.iter().zip(&expected.lines) {
            let product = &catalogue[&spec.product_id];
            let processing = if spec.packed {
                Processing::IndividuallyPacked
            } else {
                Processing::NotIndividuallyPacked
            };
            let price = unit_price(product, processing).unwrap();
            let line = &stored.line;
            if stored.order_id != order.id
                || line.product_id != product.id
                || line.name != product.name
                || line.unit_price != price
                || line.quantity.get() != spec.quantity
                || line.processing != Some(processing)
                || line.remarks.as_str() != remarks(&expected.marker)
            {
                verdict.problems.push(format!(
                    "order {id}: line {line:?} does not match {spec:?} at {price}"
                ));
            }
            net = net
                .checked_add(price.checked_mul(u32::from(spec.quantity)).unwrap())
                .unwrap();
        }
        if order.totals != Totals::from_net(net) {
            verdict.problems.push(format!(
                "order {id}: totals {:?} but the lines make {:?}",
                order.totals,
                Totals::from_net(net)
            ));
        }
        verdict.present += 1;
    }
    for (marker, ids) in &seen {
        if ids.len() > 1 {
            verdict
                .problems
                .push(format!("{marker} is in {} orders: {ids:?}", ids.len()));
        }
    }
    for sent in sent {
        if let Answer::Created(id) = sent.answer
            && !seen.contains_key(&sent.marker)
        {
            verdict.problems.push(format!(
                "{} was answered 201 (order {id}) but is not stored",
                sent.marker
            ));
        }
    }
    verdict
}
