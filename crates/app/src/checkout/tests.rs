//! Use-case tests of placing orders and of their payment sessions, with mocked ports.

use std::sync::{Arc, Mutex};

use chrono::NaiveDateTime;
use shop_domain::{
    CategoryId, Cents, Email, LineForm, NewOrder, Order, OrderId, OrderLine, OrderLineId,
    OrderStatus, OrderType, PackingRule, PaymentStatus, Product, ProductId, ProductKind, Role,
    Totals, User, UserId, fixtures,
    invoice_terms::PaymentMethod,
    qr_link::{PrintedQr, QrChoice, QrMode},
    vat_on,
    voucher::{DiscountRule, Voucher, VoucherCode, VoucherRefusal},
};
use shop_ports::{
    clock::MockClock,
    idempotency::{KeyOwner, StoredKey},
    mailer::MockMailComposer,
    payments::{CheckoutRecord, CheckoutRequest, CheckoutSession, MockPaymentGateway},
    testing::MockRepos,
    vouchers::VoucherCustomer,
};

use super::{
    Checkout, ReturnUrls,
    payment_sessions::OpenPaymentError,
    placing::{IdempotencyKey, Orderer, PlaceOrder, PlaceOrderError},
};
use crate::fulfilment::Fulfilment;
use crate::order_access::Requester;

fn now() -> NaiveDateTime {
    NaiveDateTime::parse_from_str("2026-11-20 10:00", "%Y-%m-%d %H:%M").unwrap()
}

fn clock() -> Arc<MockClock> {
    let mut clock = MockClock::new();
    clock.expect_now().returning(now);
    Arc::new(clock)
}

/// The catalogue the tests price against: (id, category, price, surcharge).
const CATALOGUE: [(i64, i64, i64, i64); 4] = [
    (1, 3, 14_900, 7_500),
    (2, 2, 4_990, 2_500),
    (3, 2, 7_990, 5_000),
    (5, 4, 3_990, 7_500),
];

fn product(id: i64) -> Option<Product> {
    CATALOGUE
        .iter()
        .find(|(pid, ..)| *pid == id)
        .map(|&(id, category, price, surcharge)| Product {
            id: ProductId::parse(id).unwrap(),
            name: format!("Produkt {id}"),
            description: String::new(),
            price: Cents::new(price),
            category: CategoryId::new(i32::try_from(category).unwrap()),
            kind: match category {
                2 => ProductKind::Card,
                3 => ProductKind::BottleOpener,
                _ => ProductKind::SamplePack,
            },
            packing: PackingRule::Any,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(surcharge),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: shop_domain::CardsPerPack::SINGLE,
        })
}

fn line_for(product_id: i64, quantity: i64, packed: bool) -> LineForm {
    let processing = if packed {
        "Magnete einzeln in LDPE Tütchen verpackt (+1€)"
    } else {
        "Magnete nicht einzeln verpackt"
    };
    LineForm {
        product_id,
        product_type: None,
        quantity,
        processing: if product_id == 1 {
            String::new()
        } else {
            processing.into()
        },
        remarks: String::new(),
        sample_number: "MN-1001".into(),
        template: "burger".into(),
        address: "Hauptstr. 1".into(),
        phone: "0170 1234567".into(),
        url: "www.example.de".into(),
        logo: "/uploads/a.png".into(),
    }
}

fn stored(order: &NewOrder) -> Order {
    order.stored_as(OrderId::new(1))
}

/// The placed order's lines as the store reads them back for its QR codes:
/// none prints an address (the tests of the QR codes set their own).
fn no_addresses_printed(repos: &mut MockRepos) {
    repos.orders.expect_lines().returning(|_| Ok(Vec::new()));
}

fn place(orderer: Orderer, lines: Vec<LineForm>) -> PlaceOrder {
    PlaceOrder {
        orderer,
        order_type: OrderType::Normal,
        lines,
        shipping: fixtures::shipping_address(),
        billing: None,
        business_buyer: false,
        idempotency: None,
        voucher_code: None,
        qr_choices: Vec::new(),
        payment_method: PaymentMethod::Card,
        express: false,
    }
}

/// A checkout whose every logo is a sharp upload of the shop.
fn checkout_with(mut repos: MockRepos, gateway: MockPaymentGateway) -> Checkout {
    repos
        .uploads
        .expect_find()
        .returning(|url| Ok(Some(shop_ports::testing::sharp_upload(url))));
    checkout_of(repos, gateway)
}

fn checkout_of(repos: MockRepos, gateway: MockPaymentGateway) -> Checkout {
    let store: Arc<dyn shop_ports::Store> = Arc::new(repos.into_store());
    Checkout::new(
        Arc::clone(&store),
        clock(),
        Arc::new(gateway),
        "local",
        Fulfilment::new(
            store,
            clock(),
            Arc::new(MockMailComposer::new()),
            crate::fulfilment::testing::retry_links(),
        ),
        ReturnUrls {
            public_url: "https://shop.example".into(),
        },
        fixtures::LOGO_PRINT_RULE,
        crate::tax_office::testing::domestic(),
        crate::qr_links::testing::short_links(),
    )
}

/// Places a one-card order whose logo the uploads record as `upload`.
async fn place_with_logo(
    upload: Option<shop_ports::uploads::RecordedUpload>,
) -> Result<Order, PlaceOrderError> {
    let mut repos = MockRepos::default();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos
        .uploads
        .expect_find()
        .withf(|url| url == "/uploads/a.png")
        .returning(move |_| Ok(upload.clone()));
    repos.orders.expect_insert().never();
    checkout_of(repos, MockPaymentGateway::new())
        .place_order(place(Orderer::Guest, vec![line_for(2, 1, true)]))
        .await
}

#[tokio::test]
async fn a_logo_the_shop_never_stored_writes_nothing() {
    let result = place_with_logo(None).await;

    assert!(
        matches!(result, Err(PlaceOrderError::UnknownLogo { position: 1 })),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_logo_below_150_dpi_is_refused_with_the_size_that_would_do() {
    let small = shop_ports::uploads::RecordedUpload {
        url: "/uploads/a.png".into(),
        size: Some(shop_ports::images::ImageSize {
            width: 100,
            height: 100,
        }),
    };

    let result = place_with_logo(Some(small)).await;

    assert!(
        matches!(
            result,
            Err(PlaceOrderError::LogoTooSmall(shop_domain::LogoTooSmall {
                dpi: 141,
                min_width: 107,
                min_height: 107
            }))
        ),
        "{result:?}"
    );
}

/// A tiny deterministic generator, so the property test needs no extra crate.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

#[tokio::test]
async fn whatever_the_client_sends_the_total_is_catalogue_price_times_quantity_plus_vat() {
    let mut random = Lcg(42);
    for _ in 0..200 {
        let count = 1 + random.below(5) as usize;
        let mut lines = Vec::new();
        let mut expected_net = 0i64;
        for _ in 0..count {
            let (id, category, price, surcharge) = CATALOGUE[random.below(4) as usize];
            let quantity = 1 + random.below(15) as i64;
            let packed = category == 3 || random.below(2) == 0;
            lines.push(line_for(id, quantity, packed));
            let unit = if category == 3 || !packed {
                price
            } else {
                price + surcharge
            };
            expected_net += unit * quantity;
        }
        let captured: Arc<Mutex<Option<NewOrder>>> = Arc::default();
        let sink = Arc::clone(&captured);
        let mut repos = MockRepos::default();
        repos
            .products
            .expect_find()
            .returning(|id| Ok(product(id.get())));
        repos.orders.expect_insert().returning(move |order| {
            *sink.lock().unwrap() = Some(order.clone());
            Ok(stored(order))
        });
        no_addresses_printed(&mut repos);

        let order = checkout_with(repos, MockPaymentGateway::new())
            .place_order(place(Orderer::Customer(UserId::new(3)), lines))
            .await
            .unwrap();

        let written = captured.lock().unwrap().take().unwrap();
        let net = Cents::new(expected_net);
        assert_eq!(written.totals.net, net);
        assert_eq!(written.totals.vat, vat_on(net));
        assert_eq!(
            written.totals.gross,
            Cents::new(expected_net + vat_on(net).get())
        );
        assert_eq!(order.totals, written.totals);
        assert_eq!(written.user_id, Some(UserId::new(3)));
        let line_sum: i64 = written
            .lines
            .iter()
            .map(|line| line.unit_price.get() * i64::from(line.quantity.get()))
            .sum();
        assert_eq!(line_sum, expected_net);
    }
}

#[tokio::test]
async fn an_unknown_product_writes_nothing() {
    let mut repos = MockRepos::default();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos.orders.expect_insert().never();

    let result = checkout_with(repos, MockPaymentGateway::new())
        .place_order(place(
            Orderer::Guest,
            vec![line_for(2, 1, true), line_for(99, 1, true)],
        ))
        .await;

    assert!(matches!(
        result,
        Err(PlaceOrderError::UnknownProduct { position: 2 })
    ));
}

#[tokio::test]
async fn empty_orders_and_custom_orders_of_customers_are_refused_before_the_database() {
    let checkout = checkout_with(MockRepos::default(), MockPaymentGateway::new());

    let empty = checkout
        .place_order(place(Orderer::Guest, Vec::new()))
        .await;
    let custom = checkout
        .place_order(PlaceOrder {
            order_type: OrderType::Custom,
            ..place(
                Orderer::Customer(UserId::new(3)),
                vec![line_for(2, 1, true)],
            )
        })
        .await;

    assert!(matches!(empty, Err(PlaceOrderError::Empty)));
    assert!(matches!(
        custom,
        Err(PlaceOrderError::CustomOrderNotAllowed)
    ));
}

fn keyed(fingerprint: &str) -> PlaceOrder {
    PlaceOrder {
        idempotency: Some(IdempotencyKey {
            key: "attempt-1".into(),
            fingerprint: fingerprint.into(),
        }),
        ..place(
            Orderer::Customer(UserId::new(3)),
            vec![line_for(2, 2, true)],
        )
    }
}

fn first_use(
    fingerprint: &'static str,
) -> impl Fn(KeyOwner, &str) -> Result<Option<StoredKey>, shop_ports::StoreError> {
    move |owner, key| {
        assert_eq!((owner, key), (KeyOwner::User(UserId::new(3)), "attempt-1"));
        Ok(Some(StoredKey {
            fingerprint: fingerprint.into(),
            order_id: OrderId::new(9),
        }))
    }
}

#[tokio::test]
async fn the_same_key_with_the_same_content_returns_the_first_order() {
    let mut repos = MockRepos::default();
    repos
        .idempotency
        .expect_find()
        .returning(first_use("digest-a"));
    repos
        .orders
        .expect_find()
        .returning(|id| Ok(Some(pending_order(Some(3))).filter(|order| order.id == id)));
    repos.orders.expect_insert().never();
    repos.idempotency.expect_insert().never();

    let order = checkout_with(repos, MockPaymentGateway::new())
        .place_order(keyed("digest-a"))
        .await
        .unwrap();

    assert_eq!(order.id, OrderId::new(9));
}

#[tokio::test]
async fn the_same_key_with_other_content_is_refused() {
    let mut repos = MockRepos::default();
    repos
        .idempotency
        .expect_find()
        .returning(first_use("digest-a"));
    repos.orders.expect_insert().never();

    let result = checkout_with(repos, MockPaymentGateway::new())
        .place_order(keyed("digest-b"))
        .await;

    assert!(matches!(result, Err(PlaceOrderError::KeyReused)));
}

#[tokio::test]
async fn a_new_key_places_an_order_and_is_recorded_with_it() {
    let mut repos = MockRepos::default();
    repos.idempotency.expect_find().returning(|_, _| Ok(None));
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos
        .orders
        .expect_insert()
        .times(1)
        .returning(|order| Ok(stored(order)));
    no_addresses_printed(&mut repos);
    repos
        .idempotency
        .expect_insert()
        .withf(|owner, key, first, _| {
            *owner == KeyOwner::User(UserId::new(3))
                && key == "attempt-1"
                && first.fingerprint == "digest-a"
                && first.order_id == OrderId::new(1)
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));

    let order = checkout_with(repos, MockPaymentGateway::new())
        .place_order(keyed("digest-a"))
        .await
        .unwrap();

    assert_eq!(order.id, OrderId::new(1));
    assert_eq!(order.user_id, Some(UserId::new(3)));
}

#[tokio::test]
async fn without_a_key_the_same_content_places_two_orders() {
    let mut repos = MockRepos::default();
    repos.idempotency.expect_find().never();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos
        .orders
        .expect_insert()
        .times(2)
        .returning(|order| Ok(stored(order)));
    no_addresses_printed(&mut repos);
    let checkout = checkout_with(repos, MockPaymentGateway::new());
    let order = || place(Orderer::Guest, vec![line_for(2, 1, true)]);

    checkout.place_order(order()).await.unwrap();
    checkout.place_order(order()).await.unwrap();
}

fn pending_order(owner: Option<i64>) -> Order {
    Order {
        id: OrderId::new(9),
        user_id: owner.map(UserId::new),
        order_type: OrderType::Normal,
        order_status: OrderStatus::Processing,
        payment_status: PaymentStatus::Pending,
        totals: Totals::from_net(Cents::new(14_980)),
        voucher_code: None,
        created_at: now(),
        paid_at: None,
        shipping_date: None,
        paid_after_cancellation: false,
        on_invoice: None,
        express: None,
        refunded_at: None,
        steps: Default::default(),
    }
}

fn stored_line() -> OrderLine {
    OrderLine {
        id: OrderLineId::new(1),
        order_id: OrderId::new(9),
        line: fixtures::card_line(7_490, 2),
    }
}

/// What the provider charges for `request`: its lines summed.
fn charged(request: &CheckoutRequest) -> i64 {
    request
        .lines
        .iter()
        .map(|line| line.unit_amount.get() * i64::from(line.quantity))
        .sum()
}

/// Opens order 9's payment as its owner, account 3.
async fn open_as_owner(checkout: Checkout) -> Result<CheckoutSession, OpenPaymentError> {
    checkout
        .open_payment(
            OrderId::new(9),
            Requester {
                user: Some(UserId::new(3)),
                ..Requester::default()
            },
        )
        .await
}

fn repos_with_order(owner: Option<i64>, open: Option<CheckoutRecord>) -> MockRepos {
    repos_with(pending_order(owner), open)
}

fn repos_with(order: Order, open: Option<CheckoutRecord>) -> MockRepos {
    let mut repos = MockRepos::default();
    repos
        .orders
        .expect_find()
        .returning(move |_| Ok(Some(order.clone())));
    repos
        .orders
        .expect_lines()
        .returning(|_| Ok(vec![stored_line()]));
    repos
        .orders
        .expect_shipping()
        .returning(|_| Ok(Some(fixtures::shipping_address())));
    repos
        .orders
        .expect_buyer()
        .returning(|_| Ok(shop_domain::OrderBuyer::default()));
    repos
        .payments
        .expect_latest_checkout()
        .returning(move |_| Ok(open.clone()));
    repos
}

#[tokio::test]
async fn the_payment_is_built_from_the_stored_order_with_vat_as_its_own_line() {
    let mut repos = repos_with_order(Some(3), None);
    repos
        .payments
        .expect_record_checkout()
        .times(1)
        .returning(|_| Ok(()));
    let mut gateway = MockPaymentGateway::new();
    gateway
        .expect_create_checkout()
        .withf(|request| {
            let total = charged(request);
            total == 17_826
                && request.lines[0].unit_amount == Cents::new(7_490)
                && request.lines[1].name == "MwSt. 19 %"
                && request.success_url == "https://shop.example/pending-page?order_id=9"
                && request.cancel_url == "https://shop.example/shopping-cart"
                && request.customer_email == "maria@pizzeria-roma.de"
                && request.idempotency_key == "primecards-order-9-checkout"
        })
        .returning(|_| {
            Ok(CheckoutSession {
                id: "cs_1".into(),
                url: "https://pay.example/cs_1".into(),
            })
        });

    let session = open_as_owner(checkout_with(repos, gateway)).await.unwrap();

    assert_eq!(session.id, "cs_1");
}

#[tokio::test]
async fn an_express_order_pays_its_surcharge_as_a_line_of_its_own() {
    let express = Order {
        totals: Totals::from_net(Cents::new(14_980 + 2_990)),
        express: Some(shop_domain::express::Express::ordered(Cents::new(2_990))),
        ..pending_order(Some(3))
    };
    let mut repos = repos_with(express, None);
    repos
        .payments
        .expect_record_checkout()
        .returning(|_| Ok(()));
    let mut gateway = MockPaymentGateway::new();
    gateway
        .expect_create_checkout()
        .withf(|request| {
            let total = charged(request);
            let names: Vec<&str> = request
                .lines
                .iter()
                .map(|line| line.name.as_str())
                .collect();
            // 149,80 € + 29,90 € + 19 % of both (34,14 €).
            total == 21_384
                && names[1..] == ["Express-Produktion", "MwSt. 19 %"]
                && request.lines[1].unit_amount == Cents::new(2_990)
                && request.lines[1].quantity == 1
        })
        .returning(|_| {
            Ok(CheckoutSession {
                id: "cs_2".into(),
                url: "https://pay.example/cs_2".into(),
            })
        });

    let session = open_as_owner(checkout_with(repos, gateway)).await.unwrap();

    assert_eq!(session.id, "cs_2");
}

#[tokio::test]
async fn an_open_session_is_offered_again_instead_of_a_second_payment() {
    let open = CheckoutRecord {
        order_id: OrderId::new(9),
        provider: "local".into(),
        session_id: "cs_open".into(),
        checkout_url: "https://pay.example/cs_open".into(),
        created_at: now() - chrono::Duration::minutes(5),
    };
    let mut gateway = MockPaymentGateway::new();
    gateway.expect_create_checkout().never();

    let session = checkout_with(repos_with_order(None, Some(open)), gateway)
        .open_payment(
            OrderId::new(9),
            Requester {
                guest_orders: vec![OrderId::new(9)],
                ..Requester::default()
            },
        )
        .await
        .unwrap();

    assert_eq!(session.id, "cs_open");
}

#[tokio::test]
async fn someone_elses_order_is_not_found() {
    let mut gateway = MockPaymentGateway::new();
    gateway.expect_create_checkout().never();
    let checkout = checkout_with(repos_with_order(Some(3), None), gateway);

    for requester in [
        Requester {
            user: Some(UserId::new(4)),
            ..Requester::default()
        },
        Requester {
            guest_orders: vec![OrderId::new(8)],
            ..Requester::default()
        },
        Requester::default(),
    ] {
        let result = checkout.open_payment(OrderId::new(9), requester).await;
        assert!(matches!(result, Err(OpenPaymentError::NotFound)));
    }
}

fn sommer10(max_uses: u32) -> Voucher {
    Voucher {
        code: VoucherCode::parse("SOMMER10").unwrap(),
        rule: DiscountRule::Percent(10),
        valid_from: None,
        valid_until: None,
        max_uses,
        max_uses_per_customer: 1,
        min_order: None,
        // Cards only: the bottle opener (product 1) is not discounted.
        category: Some(CategoryId::CARDS),
        active: true,
    }
}

/// The account 3, signed up as `chef@example.de`.
fn account_3(id: UserId) -> Option<User> {
    (id == UserId::new(3)).then(|| User {
        id,
        email: Email::parse("Chef@Example.de").unwrap(),
        company_name: "Pizzeria Roma".into(),
        phone: "0170 1234567".into(),
        password_hash: String::new(),
        role: Role::Customer,
        active: true,
        created_at: now(),
        address: None,
    })
}

/// Places a guest order of a card (2 × 49,90 € + 25 € packing) and a bottle
/// opener (149 €) with `code`; the code's row answers `reserved` to the
/// conditional reservation.
async fn place_with_code(
    code: &str,
    reserved: bool,
) -> (Result<Order, PlaceOrderError>, Option<NewOrder>) {
    place_with_code_as(
        Orderer::Guest,
        "email:maria@pizzeria-roma.de",
        code,
        reserved,
    )
    .await
}

/// [`place_with_code`] by `orderer`, whose uses are counted under `customer`
/// (the delivery address is always maria@pizzeria-roma.de).
async fn place_with_code_as(
    orderer: Orderer,
    customer: &'static str,
    code: &str,
    reserved: bool,
) -> (Result<Order, PlaceOrderError>, Option<NewOrder>) {
    let captured: Arc<Mutex<Option<NewOrder>>> = Arc::default();
    let sink = Arc::clone(&captured);
    let mut repos = MockRepos::default();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos
        .users
        .expect_find_by_id()
        .returning(|id| Ok(account_3(id)));
    repos
        .vouchers
        .expect_find()
        .returning(|code| Ok((code.as_str() == "SOMMER10").then(|| sommer10(1))));
    repos
        .vouchers
        .expect_uses()
        .withf(move |_, counted| counted.map(VoucherCustomer::as_str) == Some(customer))
        .returning(|_, _| Ok((0, 0)));
    repos.orders.expect_insert().returning(move |order| {
        *sink.lock().unwrap() = Some(order.clone());
        Ok(stored(order))
    });
    no_addresses_printed(&mut repos);
    repos
        .vouchers
        .expect_reserve()
        .withf(move |code, order, counted, _| {
            code.as_str() == "SOMMER10" && *order == OrderId::new(1) && counted.as_str() == customer
        })
        .returning(move |_, _, _, _| Ok(reserved));
    let placed = checkout_with(repos, MockPaymentGateway::new())
        .place_order(PlaceOrder {
            voucher_code: Some(code.into()),
            ..place(orderer, vec![line_for(2, 2, true), line_for(1, 1, false)])
        })
        .await;
    let written = captured.lock().unwrap().take();
    (placed, written)
}

#[tokio::test]
async fn an_accounts_use_is_counted_under_the_address_it_signed_up_with_not_its_delivery_address() {
    let (placed, written) = place_with_code_as(
        Orderer::Customer(UserId::new(3)),
        "email:chef@example.de",
        "SOMMER10",
        true,
    )
    .await;

    assert!(placed.is_ok(), "{placed:?}");
    assert_eq!(written.unwrap().user_id, Some(UserId::new(3)));
}

#[tokio::test]
async fn a_code_is_priced_by_the_server_on_its_lines_and_reserved_with_the_order() {
    let (placed, written) = place_with_code(" sommer10 ", true).await;

    let written = written.unwrap();
    // Cards 2 × 74,90 € = 149,80 €, 10 % off them only; the opener's 149 € stays.
    assert_eq!(written.totals.net, Cents::new(14_980 + 14_900));
    assert_eq!(written.totals.discount, Cents::new(1_498));
    assert_eq!(written.totals.vat, vat_on(Cents::new(29_880 - 1_498)));
    assert_eq!(written.voucher_code.unwrap().as_str(), "SOMMER10");
    assert_eq!(placed.unwrap().totals, written.totals);
}

#[tokio::test]
async fn a_lost_race_for_the_last_use_refuses_the_order() {
    let (placed, _) = place_with_code("SOMMER10", false).await;

    assert!(
        matches!(
            placed,
            Err(PlaceOrderError::Voucher(VoucherRefusal::AlreadyRedeemed))
        ),
        "{placed:?}"
    );
}

#[tokio::test]
async fn an_unknown_code_writes_nothing() {
    let mut repos = MockRepos::default();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos.vouchers.expect_find().returning(|_| Ok(None));
    repos.orders.expect_insert().never();
    repos.vouchers.expect_reserve().never();

    let placed = checkout_with(repos, MockPaymentGateway::new())
        .place_order(PlaceOrder {
            voucher_code: Some("WINTER99".into()),
            ..place(Orderer::Guest, vec![line_for(2, 1, true)])
        })
        .await;

    assert!(matches!(
        placed,
        Err(PlaceOrderError::Voucher(VoucherRefusal::Invalid))
    ));
}

#[tokio::test]
async fn a_retry_under_the_same_key_finds_the_order_and_takes_no_second_use() {
    let mut repos = MockRepos::default();
    repos.idempotency.expect_find().returning(|_, _| {
        Ok(Some(StoredKey {
            fingerprint: "same".into(),
            order_id: OrderId::new(9),
        }))
    });
    repos
        .orders
        .expect_find()
        .returning(|_| Ok(Some(pending_order(Some(3)))));
    repos.orders.expect_insert().never();
    repos.vouchers.expect_reserve().never();

    let placed = checkout_with(repos, MockPaymentGateway::new())
        .place_order(PlaceOrder {
            voucher_code: Some("SOMMER10".into()),
            ..keyed("same")
        })
        .await;

    assert_eq!(placed.unwrap().id, OrderId::new(9));
}

/// Opens the payment of a pending order priced with SOMMER10 whose use is
/// held (`holds`) or was given back; a given-back use is reserved again if
/// the code has room (`room`).
async fn open_with_code(holds: bool, room: bool) -> Result<CheckoutSession, OpenPaymentError> {
    let mut repos = MockRepos::default();
    repos.orders.expect_find().returning(|_| {
        let mut order = pending_order(Some(3));
        order.totals = Totals::checked_discounted(Cents::new(9_980), Cents::new(998)).unwrap();
        order.voucher_code = Some(VoucherCode::parse("SOMMER10").unwrap());
        Ok(Some(order))
    });
    repos.orders.expect_lines().returning(|_| {
        let mut line = fixtures::card_line(4_990, 2);
        line.unit_price = Cents::new(4_990);
        Ok(vec![OrderLine {
            id: OrderLineId::new(1),
            order_id: OrderId::new(9),
            line,
        }])
    });
    repos
        .orders
        .expect_shipping()
        .returning(|_| Ok(Some(fixtures::shipping_address())));
    repos
        .orders
        .expect_buyer()
        .returning(|_| Ok(shop_domain::OrderBuyer::default()));
    repos
        .payments
        .expect_latest_checkout()
        .returning(|_| Ok(None));
    repos
        .vouchers
        .expect_renew_reservation()
        .withf(|order, at| *order == OrderId::new(9) && *at == now())
        .returning(move |_, _| Ok(holds));
    repos
        .users
        .expect_find_by_id()
        .returning(|id| Ok(account_3(id)));
    repos
        .vouchers
        .expect_reserve()
        .times(usize::from(!holds))
        .withf(|_, _, customer, _| customer.as_str() == "email:chef@example.de")
        .returning(move |_, _, _, _| Ok(room));
    repos
        .payments
        .expect_record_checkout()
        .returning(|_| Ok(()));
    let mut gateway = MockPaymentGateway::new();
    gateway
        .expect_create_checkout()
        .withf(|request| {
            let items: i64 = request
                .lines
                .iter()
                .map(|line| line.unit_amount.get() * i64::from(line.quantity))
                .sum();
            let discount = request.discount.as_ref().unwrap();
            discount.name == "Aktionscode SOMMER10"
                && items - discount.amount.get() == 8_982 + vat_on(Cents::new(8_982)).get()
        })
        .times(usize::from(holds || room))
        .returning(|_| {
            Ok(CheckoutSession {
                id: "cs_test_1".into(),
                url: "https://checkout.example/cs_test_1".into(),
            })
        });
    open_as_owner(checkout_of(repos, gateway)).await
}

#[tokio::test]
async fn the_checkout_charges_the_discounted_total_through_a_discount_of_its_own() {
    assert!(open_with_code(true, false).await.is_ok());
}

#[tokio::test]
async fn a_use_given_back_is_reserved_again_before_paying_or_the_payment_is_refused() {
    assert!(open_with_code(false, true).await.is_ok());
    let refused = open_with_code(false, false).await;
    assert!(
        matches!(
            refused,
            Err(OpenPaymentError::Voucher(VoucherRefusal::AlreadyRedeemed))
        ),
        "{refused:?}"
    );
}

/// Each line's QR code is decided when the order is placed and stored with
/// the line, in its transaction: a new short link by default, the address
/// itself when the buyer chose `direct`, nothing for a line without one.
#[tokio::test]
async fn each_lines_printed_qr_text_is_decided_and_stored_when_the_order_is_placed() {
    let mut repos = MockRepos::default();
    repos
        .products
        .expect_find()
        .returning(|id| Ok(product(id.get())));
    repos
        .orders
        .expect_insert()
        .returning(|order| Ok(stored(order)));
    repos.orders.expect_lines().returning(|order_id| {
        let mut direct = fixtures::card_line(4_990, 1);
        if let shop_domain::LineDesign::Card(card) = &mut direct.design {
            card.url = shop_domain::WebsiteUrl::parse("www.direkt.de").unwrap();
        }
        Ok([
            fixtures::card_line(4_990, 1),
            direct,
            fixtures::sample_pack_line(3_990, 1),
        ]
        .into_iter()
        .enumerate()
        .map(|(index, line)| OrderLine {
            id: OrderLineId::new(i64::try_from(index).unwrap() + 1),
            order_id,
            line,
        })
        .collect())
    });
    repos.qr_links.expect_find().returning(|_| Ok(None));
    repos
        .qr_links
        .expect_insert()
        .withf(|_, line, _, target, _| {
            *line == OrderLineId::new(1) && target.as_str() == "https://www.pizzeria-roma.de"
        })
        .times(1)
        .returning(|_, _, _, _, _| Ok(()));
    let recorded: Arc<Mutex<Vec<(OrderLineId, PrintedQr)>>> = Arc::default();
    let sink = Arc::clone(&recorded);
    repos
        .qr_links
        .expect_record_printed()
        .returning(move |line, printed| {
            sink.lock().unwrap().push((line, printed.clone()));
            Ok(())
        });
    let mut order = place(
        Orderer::Guest,
        vec![
            line_for(2, 1, true),
            line_for(2, 1, true),
            line_for(5, 1, true),
        ],
    );
    order.qr_choices = vec![QrChoice::NewShortLink, QrChoice::Direct];

    checkout_with(repos, MockPaymentGateway::new())
        .place_order(order)
        .await
        .unwrap();

    let recorded = recorded.lock().unwrap().clone();
    assert_eq!(
        recorded.len(),
        2,
        "the sample pack prints no QR code: {recorded:?}"
    );
    let (first, short) = &recorded[0];
    assert_eq!(*first, OrderLineId::new(1));
    assert_eq!(short.mode, QrMode::Short);
    assert!(
        short.text.starts_with("https://shop.example/q/") && short.text.len() > 23,
        "{short:?}"
    );
    assert_eq!(
        recorded[1],
        (
            OrderLineId::new(2),
            PrintedQr {
                mode: QrMode::Direct,
                text: "https://www.direkt.de".into()
            }
        )
    );
}
