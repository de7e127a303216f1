//! Who may call what: every API route, read from the app's own OpenAPI
//! document (so a new route without a row fails this test), called as a
//! guest, as customer B, as an admin and as customer A, always with A's ids.
//! Each row runs on a fresh shop; the others call before A does, and A's
//! account, orders, wishes and session must come through untouched (unless
//! the row lets the admin change them), with none of A's data in their
//! answers.

use std::collections::BTreeSet;

use crate::support::{
    TestShop, active_company_user, active_user, call, link_in, mails_to, post_json, shop, sign_in,
    tiny_png, upload,
};
use actix_web::{
    cookie::Cookie,
    dev::{Service, ServiceResponse},
    http::StatusCode,
    test,
};
use serde_json::{Value, json};
use shop_api::startup::app;
use shop_domain::{Email, OrderId, Role};
use shop_ports::{PageRequest, read, users::UserId};

const A_EMAIL: &str = "anna@matrix-kunde.de";
const A_COMPANY: &str = "Annas Geheimfirma";
const A_SHIPPING_NAME: &str = "Anna Verborgen";
const A_ADDRESS: &str = "Geheimweg 7";
const A_CARD_URL: &str = "www.annas-geheimnis.de";
/// The discount code every shop of the matrix has.
const MATRIX_CODE: &str = "MATRIX10";
/// Strings only A's own data contains; none may reach anyone else.
const A_SECRETS: [&str; 5] = [A_EMAIL, A_COMPANY, A_SHIPPING_NAME, A_ADDRESS, A_CARD_URL];

/// A's ids and the other fixtures a row may need.
struct Ids {
    user: i64,
    order: i64,
    /// The card line of A's order.
    order_line: i64,
    wish: i64,
    checkout_session: String,
    payment_link_token: String,
    sample: i64,
    /// The short link of A's card line.
    qr_code: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Caller {
    Guest,
    CustomerB,
    Admin,
    CustomerA,
}

/// Expected statuses for guest, customer B, admin and customer A.
struct Expect {
    guest: u16,
    b: u16,
    admin: u16,
    a: u16,
}

const fn all(status: u16) -> Expect {
    Expect {
        guest: status,
        b: status,
        admin: status,
        a: status,
    }
}

/// Only the admin: 401 for guests, 403 for customers.
const fn admin_only(status: u16) -> Expect {
    Expect {
        guest: 401,
        b: 403,
        admin: status,
        a: 403,
    }
}

/// Only A, the owner; everyone else is refused with these statuses.
const fn owner_only(guest: u16, others: u16, a: u16) -> Expect {
    Expect {
        guest,
        b: others,
        admin: others,
        a,
    }
}

/// Three mails per address and hour; A calls fourth.
const fn fourth_mail_throttled() -> Expect {
    Expect {
        guest: 200,
        b: 200,
        admin: 200,
        a: 429,
    }
}

type Build = fn(&Ids, Caller) -> test::TestRequest;

struct Row {
    method: &'static str,
    path: &'static str,
    call: Build,
    expect: Expect,
    /// The admin may change A's data through this call (e.g. an order status).
    admin_changes_a: bool,
    /// Only for signed-in users, whatever the request says (set with [`Row::signed_in`]).
    signed_in_only: bool,
}

const fn row(method: &'static str, path: &'static str, call: Build, expect: Expect) -> Row {
    Row {
        method,
        path,
        call,
        expect,
        admin_changes_a: false,
        signed_in_only: false,
    }
}

impl Row {
    /// Marks a route that answers 401 to guests before it reads anything.
    const fn signed_in(mut self) -> Row {
        self.signed_in_only = true;
        self
    }

    /// An admin route by its table: 401 for guests, 403 for both customers.
    const fn admin_only(&self) -> bool {
        self.expect.guest == 401 && self.expect.b == 403 && self.expect.a == 403
    }
}

fn get(uri: String) -> test::TestRequest {
    test::TestRequest::get().uri(&uri)
}

fn post(uri: &str, body: &Value) -> test::TestRequest {
    post_json(uri, body)
}

fn put(uri: &str, body: &Value) -> test::TestRequest {
    test::TestRequest::put().uri(uri).set_json(body)
}

fn caller_tag(caller: Caller) -> &'static str {
    match caller {
        Caller::Guest => "gast",
        Caller::CustomerB => "kundeb",
        Caller::Admin => "admin",
        Caller::CustomerA => "kundea",
    }
}

fn card_line(url: &str, quantity: u8) -> Value {
    json!({
        "productId": 2, "productType": "PrimeProd", "qte": quantity,
        "processingType": "Magnete nicht einzeln verpackt",
        "remarks": "", "musterNumber": "", "template": "pizza",
        "address": "Hauptstr. 1", "phone": "02161 123456", "url": url,
        "cardLogo": crate::support::PRINT_LOGO_URL
    })
}

fn shipping(name: &str, company: &str, email: &str, address: &str) -> Value {
    json!({
        "responsableName": name, "companyName": company, "email": email,
        "phone": "02161 123456", "shippingAddress": address,
        "zipCode": "41061", "city": "Mönchengladbach"
    })
}

/// A's order; a different quantity is a different order, not a double click.
fn a_order_body(user: i64, quantity: u8) -> Value {
    json!({
        "orderType": "Normal",
        "orderLines": [card_line(A_CARD_URL, quantity)],
        "shippingInfo": shipping(A_SHIPPING_NAME, A_COMPANY, A_EMAIL, A_ADDRESS),
        "userId": user,
    })
}

#[allow(clippy::too_many_lines)]
fn rows() -> Vec<Row> {
    vec![
        // System and catalogue: public.
        row(
            "get",
            "/healthz",
            |_, _| get("/api/healthz".into()),
            all(200),
        ),
        row(
            "get",
            "/readyz",
            |_, _| get("/api/readyz".into()),
            all(200),
        ),
        row(
            "get",
            "/openapi.json",
            |_, _| get("/api/openapi.json".into()),
            all(200),
        ),
        row(
            "get",
            "/products/get-all-cards",
            |_, _| get("/api/products/get-all-cards".into()),
            all(200),
        ),
        row(
            "get",
            "/products/get-products-cat/{category}",
            |_, _| get("/api/products/get-products-cat/2".into()),
            all(200),
        ),
        row(
            "get",
            "/products/get-product-byId/{id}",
            |_, _| get("/api/products/get-product-byId/2".into()),
            all(200),
        ),
        row(
            "get",
            "/products/get-products",
            |_, _| get("/api/products/get-products".into()),
            all(200),
        ),
        row(
            "post",
            "/products/update-product",
            |_, _| {
                post(
                    "/api/products/update-product",
                    &json!({
                        "productId": 2, "name": "PrimeCard Starter", "description": "Neu",
                        "price": 4990, "relativePrice": 2500, "specialOffer": null
                    }),
                )
            },
            admin_only(200),
        ),
        row(
            "get",
            "/samples/get-product-byMNB",
            |_, _| get("/api/samples/get-product-byMNB?musterNb=MN-1001".into()),
            all(200),
        ),
        // Accounts: sign-up is open; sign-in with A's address and a wrong
        // password fails for everyone but A, who knows it.
        row(
            "post",
            "/auth/sign-up",
            |_, caller| {
                post(
                    "/api/auth/sign-up",
                    &json!({
                        "companyName": "Neue Firma", "email": format!("neu-{}@matrix.test", caller_tag(caller)),
                        "phone": "0170 1234567", "password": "geheim123"
                    }),
                )
            },
            all(201),
        ),
        row(
            "post",
            "/auth/sign-in",
            |_, caller| {
                let password = if caller == Caller::CustomerA {
                    "geheim123"
                } else {
                    "geraten1"
                };
                post(
                    "/api/auth/sign-in",
                    &json!({"email": A_EMAIL, "password": password}),
                )
            },
            owner_only(401, 401, 200),
        ),
        row(
            "get",
            "/auth/initialCheck",
            |_, _| get("/api/auth/initialCheck".into()),
            all(200),
        ),
        row(
            "post",
            "/auth/logout",
            |_, _| test::TestRequest::post().uri("/api/auth/logout"),
            all(200),
        ),
        // Mail requests answer alike for every address; the fourth for one
        // address within the hour is throttled, whoever sends it (here A).
        row(
            "post",
            "/users/send-activation-email",
            |_, _| {
                post(
                    "/api/users/send-activation-email",
                    &json!({"email": A_EMAIL, "activationLink": "x"}),
                )
            },
            fourth_mail_throttled(),
        ),
        row(
            "post",
            "/users/activate-user",
            |_, _| {
                post(
                    "/api/users/activate-user",
                    &json!({"email": A_EMAIL, "token": "geraten"}),
                )
            },
            all(400),
        ),
        row(
            "post",
            "/users/forgot-password",
            |_, _| post("/api/users/forgot-password", &json!({"email": A_EMAIL})),
            fourth_mail_throttled(),
        ),
        row(
            "post",
            "/users/reset-password",
            |_, _| {
                post(
                    "/api/users/reset-password",
                    &json!({"token": "geraten", "newPassword": "uebernommen1"}),
                )
            },
            all(400),
        ),
        // Personal data: everyone signed in reaches only their own account.
        row(
            "get",
            "/users/me/export",
            |_, _| get("/api/users/me/export".to_owned()),
            Expect {
                guest: 401,
                b: 200,
                admin: 200,
                a: 200,
            },
        )
        .signed_in(),
        // A wrong password: nobody's account goes, the admin's is never deleted here.
        row(
            "post",
            "/users/me/delete",
            |_, _| {
                post(
                    "/api/users/me/delete",
                    &json!({"password": "falsch-geraten"}),
                )
            },
            Expect {
                guest: 401,
                b: 401,
                admin: 403,
                a: 401,
            },
        )
        .signed_in(),
        // 'Meine Daten': each signed-in caller's own account; a wrong phone
        // and a wrong current password change nobody's.
        row(
            "put",
            "/users/me",
            |_, _| {
                put(
                    "/api/users/me",
                    &json!({"companyName": "Matrix", "phone": "keine Nummer"}),
                )
            },
            Expect {
                guest: 401,
                b: 400,
                admin: 400,
                a: 400,
            },
        )
        .signed_in(),
        row(
            "put",
            "/users/me/password",
            |_, _| {
                put(
                    "/api/users/me/password",
                    &json!({"currentPassword": "falsch-geraten", "newPassword": "neues-Passwort-1"}),
                )
            },
            Expect {
                guest: 401,
                b: 400,
                admin: 400,
                a: 400,
            },
        )
        .signed_in(),
        // The wishlist: A's own.
        row(
            "post",
            "/wishlists/save-wished-product",
            |ids, _| {
                post(
                    "/api/wishlists/save-wished-product",
                    &json!({"productId": 3, "productType": "PrimeProd", "userId": ids.user}),
                )
            },
            owner_only(401, 403, 201),
        )
        .signed_in(),
        row(
            "get",
            "/wishlists/get-wishList-ByUser",
            |ids, _| {
                get(format!(
                    "/api/wishlists/get-wishList-ByUser?userId={}",
                    ids.user
                ))
            },
            owner_only(401, 403, 200),
        )
        .signed_in(),
        row(
            "delete",
            "/wishlists/delete-wishList-product",
            |ids, _| {
                test::TestRequest::delete().uri(&format!(
                    "/api/wishlists/delete-wishList-product?wishProductId={}&userId={}",
                    ids.wish, ids.user
                ))
            },
            owner_only(401, 403, 200),
        )
        .signed_in(),
        // Orders: placed for A only by A; seen and paid only by A's sessions.
        row(
            "post",
            "/orderLine/create-order",
            |ids, _| post("/api/orderLine/create-order", &a_order_body(ids.user, 2)),
            owner_only(401, 403, 201),
        ),
        row(
            "post",
            "/orderLine/create-checkout-session",
            |ids, _| {
                post(
                    "/api/orderLine/create-checkout-session",
                    &json!({"orderId": ids.order, "stripeOrderLine": []}),
                )
            },
            owner_only(404, 404, 200),
        ),
        row(
            "get",
            "/orderLine/check-payment-status",
            |ids, _| {
                get(format!(
                    "/api/orderLine/check-payment-status?order_id={}",
                    ids.order
                ))
            },
            owner_only(404, 404, 200),
        ),
        row(
            "get",
            "/orderLine/get-orderBy-user",
            |ids, _| {
                get(format!(
                    "/api/orderLine/get-orderBy-user?user_id={}",
                    ids.user
                ))
            },
            owner_only(401, 403, 200),
        )
        .signed_in(),
        row(
            "get",
            "/orderLine/get-user-orderLines",
            |ids, _| {
                get(format!(
                    "/api/orderLine/get-user-orderLines?order_id={}",
                    ids.order
                ))
            },
            owner_only(401, 404, 200),
        )
        .signed_in(),
        // A's order is unpaid, so it has no invoice or credit note yet (who
        // may read a paid order's documents: `invoices.rs`).
        row(
            "get",
            "/orders/{order_id}/invoice.xml",
            |ids, _| get(format!("/api/orders/{}/invoice.xml", ids.order)),
            all(404),
        ),
        row(
            "get",
            "/orders/{order_id}/invoice.pdf",
            |ids, _| get(format!("/api/orders/{}/invoice.pdf", ids.order)),
            all(404),
        ),
        row(
            "get",
            "/orders/{order_id}/credit-note.xml",
            |ids, _| get(format!("/api/orders/{}/credit-note.xml", ids.order)),
            all(404),
        ),
        // Proofs: whoever may see A's order, before and after payment.
        row(
            "get",
            "/order-lines/{order_line_id}/proof.pdf",
            |ids, _| get(format!("/api/order-lines/{}/proof.pdf", ids.order_line)),
            Expect {
                guest: 404,
                b: 404,
                admin: 200,
                a: 200,
            },
        ),
        row(
            "get",
            "/order-lines/{order_line_id}/proof.png",
            |ids, _| get(format!("/api/order-lines/{}/proof.png?width=400", ids.order_line)),
            Expect {
                guest: 404,
                b: 404,
                admin: 200,
                a: 200,
            },
        ),
        row(
            "get",
            "/orders/{order_id}/proofs.pdf",
            |ids, _| get(format!("/api/orders/{}/proofs.pdf", ids.order)),
            Expect {
                guest: 404,
                b: 404,
                admin: 200,
                a: 200,
            },
        ),
        row(
            "get",
            "/orders/{order_id}/credit-note.pdf",
            |ids, _| get(format!("/api/orders/{}/credit-note.pdf", ids.order)),
            all(404),
        ),
        // The order's life after payment: the approval link is a bearer
        // link; approving and revising are for whoever may see the order
        // (A's is unpaid: nothing to approve yet; an admin must give a note);
        // cancelling is the buyer's own.
        row(
            "get",
            "/proof-approval",
            |_, _| get("/api/proof-approval?token=kein-gueltiger-link".into()),
            all(404),
        ),
        row(
            "post",
            "/order-lines/{order_line_id}/approve",
            |ids, _| {
                post(
                    &format!("/api/order-lines/{}/approve", ids.order_line),
                    &json!({"version": 1}),
                )
            },
            Expect {
                guest: 404,
                b: 404,
                admin: 422,
                a: 409,
            },
        ),
        row(
            "post",
            "/order-lines/{order_line_id}/revise",
            |ids, _| {
                post(
                    &format!("/api/order-lines/{}/revise", ids.order_line),
                    &json!({}),
                )
            },
            Expect {
                guest: 404,
                b: 404,
                admin: 409,
                a: 409,
            },
        ),
        row(
            "post",
            "/orders/{order_id}/cancel",
            |ids, _| post(&format!("/api/orders/{}/cancel", ids.order), &json!({})),
            owner_only(404, 404, 200),
        ),
        row(
            "get",
            "/shop/payment-methods",
            |_, _| get("/api/shop/payment-methods".into()),
            all(200),
        ),
        // Payments: the local provider's page and buttons only for A's
        // browser; a provider webhook without a signature is refused; a
        // mailed payment link is a bearer link (its custom order has no user).
        row(
            "post",
            "/webhooks/stripe",
            |ids, _| {
                post(
                    "/api/webhooks/stripe",
                    &json!({"id": "evt_1", "data": {"object": {"id": ids.checkout_session}}}),
                )
            },
            all(400),
        ),
        row(
            "get",
            "/payments/local/{session_id}",
            |ids, _| get(format!("/api/payments/local/{}", ids.checkout_session)),
            owner_only(404, 404, 200),
        ),
        row(
            "post",
            "/payments/local/{session_id}/pay",
            |ids, _| {
                test::TestRequest::post()
                    .uri(&format!("/api/payments/local/{}/pay", ids.checkout_session))
            },
            owner_only(404, 404, 303),
        ),
        row(
            "post",
            "/payments/local/{session_id}/debit",
            |ids, _| {
                test::TestRequest::post().uri(&format!(
                    "/api/payments/local/{}/debit",
                    ids.checkout_session
                ))
            },
            owner_only(404, 404, 303),
        ),
        row(
            "post",
            "/payments/local/{session_id}/fail",
            |ids, _| {
                test::TestRequest::post().uri(&format!(
                    "/api/payments/local/{}/fail",
                    ids.checkout_session
                ))
            },
            owner_only(404, 404, 303),
        ),
        row(
            "get",
            "/payments/link/{token}",
            |ids, _| get(format!("/api/payments/link/{}", ids.payment_link_token)),
            all(200),
        ),
        row(
            "post",
            "/payments/link/{token}",
            |ids, _| {
                test::TestRequest::post()
                    .uri(&format!("/api/payments/link/{}", ids.payment_link_token))
            },
            all(303),
        ),
        // Contact form and uploads: open to everyone.
        row(
            "post",
            "/messages/save-message",
            |_, caller| {
                post(
                    "/api/messages/save-message",
                    &json!({"message": {
                        "name": "Matrix", "email": format!("{}@matrix.test", caller_tag(caller)),
                        "phone": "0170 1234567", "message": "Hallo"
                    }}),
                )
            },
            all(201),
        ),
        row(
            "post",
            "/images",
            |_, _| upload("logo.png", "image/png", &tiny_png()),
            all(201),
        ),
        // The back-office: admins only, with A's order as the example.
        row(
            "get",
            "/orderLine/get-valid-orders",
            |_, _| get("/api/orderLine/get-valid-orders?page=1&limit=8".into()),
            admin_only(200),
        ),
        row(
            "get",
            "/orderLine/get-order-details",
            |ids, _| {
                get(format!(
                    "/api/orderLine/get-order-details?order_id={}",
                    ids.order
                ))
            },
            admin_only(200),
        ),
        Row {
            admin_changes_a: true,
            ..row(
                "post",
                "/orderLine/update-order-status",
                |ids, _| {
                    post(
                        "/api/orderLine/update-order-status",
                        &json!({"orderUpdate": {"orderStatus": "Cancelled", "orderId": ids.order}}),
                    )
                },
                admin_only(200),
            )
        },
        row(
            "post",
            "/admin/orders/{order_id}/refund-payment",
            |ids, _| {
                post(
                    &format!("/api/admin/orders/{}/refund-payment", ids.order),
                    &json!({}),
                )
            },
            admin_only(409),
        ),
        row(
            "get",
            "/production/approved-orders",
            |_, _| get("/api/production/approved-orders".into()),
            admin_only(200),
        ),
        row(
            "get",
            "/production/approved-proofs.pdf",
            |_, _| get("/api/production/approved-proofs.pdf".into()),
            admin_only(404),
        ),
        row(
            "post",
            "/production/start",
            |ids, _| post("/api/production/start", &json!({"orderIds": [ids.order]})),
            admin_only(200),
        ),
        row(
            "get",
            "/samples/get-samples",
            |_, _| get("/api/samples/get-samples?page=1&limit=5".into()),
            admin_only(200),
        ),
        row(
            "post",
            "/samples/save-sample",
            |_, caller| {
                post(
                    "/api/samples/save-sample",
                    &json!({"sample": {
                        "musterNumber": format!("M{}", caller as u8), "restaurentName": "Matrix",
                        "sampleImage": "/uploads/0123456789abcdef.png"
                    }}),
                )
            },
            admin_only(201),
        ),
        row(
            "delete",
            "/samples/delete-sample-byId",
            |ids, _| {
                test::TestRequest::delete().uri(&format!(
                    "/api/samples/delete-sample-byId?sampleId={}",
                    ids.sample
                ))
            },
            admin_only(200),
        ),
        row(
            "get",
            "/messages/get-messages",
            |_, _| get("/api/messages/get-messages?page=1&limit=8".into()),
            admin_only(200),
        ),
        row(
            "get",
            "/admin/vouchers",
            |_, _| get("/api/admin/vouchers".into()),
            admin_only(200),
        ),
        row(
            "post",
            "/admin/vouchers",
            |_, caller| {
                post(
                    "/api/admin/vouchers",
                    &json!({"code": format!("NEU-{}", caller_tag(caller)), "percentOff": 5}),
                )
            },
            admin_only(201),
        ),
        row(
            "post",
            "/admin/vouchers/{code}/deactivate",
            |_, _| {
                post(
                    &format!("/api/admin/vouchers/{MATRIX_CODE}/deactivate"),
                    &json!({}),
                )
            },
            admin_only(200),
        ),
        row(
            "post",
            "/admin/vouchers/{code}/activate",
            |_, _| {
                post(
                    &format!("/api/admin/vouchers/{MATRIX_CODE}/activate"),
                    &json!({}),
                )
            },
            admin_only(200),
        ),
        row(
            "delete",
            "/admin/vouchers/{code}",
            |_, _| test::TestRequest::delete().uri(&format!("/api/admin/vouchers/{MATRIX_CODE}")),
            admin_only(204),
        ),
        row(
            "get",
            "/shop/qr-link-format",
            |_, _| get("/api/shop/qr-link-format".into()),
            all(200),
        ),
        row(
            "get",
            "/qr-links",
            |_, _| get("/api/qr-links".into()),
            Expect {
                guest: 401,
                b: 200,
                admin: 200,
                a: 200,
            },
        ),
        row(
            "patch",
            "/qr-links/{code}",
            |ids, caller| {
                test::TestRequest::patch()
                    .uri(&format!("/api/qr-links/{}", ids.qr_code))
                    .set_json(json!({"target": format!("www.{}.de", caller_tag(caller))}))
            },
            owner_only(401, 404, 200),
        ),
        row(
            "get",
            "/qr-links/{code}/scans",
            |ids, _| get(format!("/api/qr-links/{}/scans?days=90", ids.qr_code)),
            owner_only(401, 404, 200),
        ),
        row(
            "get",
            "/qr-links/{code}/history",
            |ids, _| get(format!("/api/qr-links/{}/history?page=1", ids.qr_code)),
            owner_only(401, 404, 200),
        ),
        row(
            "get",
            "/admin/qr-links/{code}",
            |ids, _| get(format!("/api/admin/qr-links/{}", ids.qr_code)),
            admin_only(200),
        ),
        row(
            "get",
            "/admin/qr-links/{code}/history",
            |ids, _| {
                get(format!(
                    "/api/admin/qr-links/{}/history?page=1",
                    ids.qr_code
                ))
            },
            admin_only(200),
        ),
        row(
            "post",
            "/admin/qr-links/{code}/disable",
            |ids, _| {
                post(
                    &format!("/api/admin/qr-links/{}/disable", ids.qr_code),
                    &json!({"reason": "Matrix-Prüfung"}),
                )
            },
            admin_only(200),
        ),
        row(
            "post",
            "/admin/qr-links/{code}/enable",
            |ids, _| {
                post(
                    &format!("/api/admin/qr-links/{}/enable", ids.qr_code),
                    &json!({}),
                )
            },
            admin_only(200),
        ),
        row(
            "post",
            "/vouchers/check",
            |_, _| {
                post(
                    "/api/vouchers/check",
                    &json!({"code": MATRIX_CODE.to_lowercase(), "orderLines": [card_line("www.matrix.de", 2)]}),
                )
            },
            all(200),
        ),
        // The buyer is a business: the live USt-IdNr. hint and the legal
        // texts for everyone, the ZM for the admin only.
        row(
            "post",
            "/vat-ids/check",
            |_, _| post("/api/vat-ids/check", &json!({"vatId": "DE136695976"})),
            all(200),
        ),
        row(
            "get",
            "/legal/{document}",
            |_, _| get("/api/legal/imprint".into()),
            all(200),
        ),
        row(
            "get",
            "/legal/terms.pdf",
            |_, _| get("/api/legal/terms.pdf".into()),
            all(200),
        ),
        row(
            "get",
            "/admin/reports/zm.csv",
            |_, _| get("/api/admin/reports/zm.csv?period=2026-Q4".into()),
            admin_only(200),
        ),
        row(
            "get",
            "/admin/jobs",
            |_, _| get("/api/admin/jobs?state=failed".into()),
            admin_only(200),
        ),
        row(
            "post",
            "/admin/jobs/{id}/retry",
            // No job has failed: the admin learns it is not there.
            |_, _| post("/api/admin/jobs/999999/retry", &json!({})),
            admin_only(404),
        ),
        // Pay on invoice: what the checkout offers anyone, the 'Kunden' page for the admin.
        row(
            "get",
            "/invoice-terms",
            |_, _| get("/api/invoice-terms".into()),
            all(200),
        ),
        row(
            "get",
            "/admin/customers",
            |_, _| get("/api/admin/customers?search=kunde".into()),
            admin_only(200),
        ),
        Row {
            admin_changes_a: true,
            ..row(
                "put",
                "/admin/customers/{userId}/invoice-terms",
                |ids, _| {
                    put(
                        &format!("/api/admin/customers/{}/invoice-terms", ids.user),
                        &json!({"limitCents": 50000, "days": 14}),
                    )
                },
                admin_only(200),
            )
        },
        row(
            "post",
            "/admin/orders/{id}/payments",
            // A's order was paid by card: nothing to book against it.
            |ids, _| {
                post(
                    &format!("/api/admin/orders/{}/payments", ids.order),
                    &json!({"amountCents": 100, "paidOn": "2026-12-01", "note": ""}),
                )
            },
            admin_only(404),
        ),
        row(
            "post",
            "/admin/bank-statements",
            // A statement without a credit: read, and refused for what it holds.
            |_, _| {
                test::TestRequest::post()
                    .uri("/api/admin/bank-statements")
                    .insert_header(("Content-Type", "application/xml"))
                    .set_payload("<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.02\"><BkToCstmrStmt/></Document>")
            },
            admin_only(422),
        ),
        row(
            "delete",
            "/admin/customers/{userId}/invoice-terms",
            // A has no terms in a fresh shop: the admin learns there are none to withdraw.
            |ids, _| {
                test::TestRequest::delete()
                    .uri(&format!("/api/admin/customers/{}/invoice-terms", ids.user))
            },
            admin_only(404),
        ),
        row(
            "get",
            "/admin/on-time",
            |_, _| get("/api/admin/on-time".into()),
            admin_only(200),
        ),
        // The delivery promise for anyone; the closure days for the admin.
        row(
            "get",
            "/delivery-promise",
            |_, _| get("/api/delivery-promise?country=NL&express=true".into()),
            all(200),
        ),
        row(
            "get",
            "/admin/closures",
            |_, _| get("/api/admin/closures".into()),
            admin_only(200),
        ),
        row(
            "post",
            "/admin/closures",
            // A closure that ended long ago: read, and refused for what it says.
            |_, _| {
                post(
                    "/api/admin/closures",
                    &json!({"from": "2020-12-24", "to": "2020-12-31", "label": "Betriebsferien"}),
                )
            },
            admin_only(400),
        ),
        row(
            "get",
            "/admin/closures/affected",
            |_, _| get("/api/admin/closures/affected?from=2026-12-24&to=2027-01-01".into()),
            admin_only(200),
        ),
        row(
            "delete",
            "/admin/closures/{id}",
            |_, _| test::TestRequest::delete().uri("/api/admin/closures/999999"),
            admin_only(404),
        ),
    ]
}

/// Everything of A's that nobody else may change, as text.
async fn fingerprint_of_a(shop: &TestShop, user: i64) -> String {
    read(&*shop.ctx.state.store, move |repos| {
        let id = UserId::new(user);
        let account = repos
            .users()
            .find_by_email(&Email::parse(A_EMAIL).unwrap())?;
        let orders = repos.orders().list_for_user(id)?;
        let mut whole = Vec::new();
        for order in &orders {
            whole.push((
                format!("{order:?}"),
                repos.orders().lines(order.id)?,
                repos.orders().shipping(order.id)?,
            ));
        }
        let account = account.map(|a| {
            (
                a.id,
                a.company_name,
                a.phone,
                a.role,
                a.active,
                a.password_hash,
            )
        });
        Ok(format!(
            "{account:?}\n{whole:?}\n{:?}\n{:?}",
            repos.wishlist().list_for_user(id)?,
            repos.invoice_terms().terms_of(id)?
        ))
    })
    .await
    .unwrap()
}

async fn a_is_still_signed_in<S, B>(service: &S, cookie: &Cookie<'static>) -> bool
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: actix_web::body::MessageBody,
{
    let (_, body, _) = call(
        service,
        get("/api/auth/initialCheck".into()).cookie(cookie.clone()),
    )
    .await;
    body.to_string().contains(A_EMAIL)
}

async fn raw_call<S, B>(service: &S, request: test::TestRequest) -> (StatusCode, String)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: actix_web::body::MessageBody,
{
    let (status, answer, _) = call_with_cache_control(service, request).await;
    (status, answer)
}

/// As [`raw_call`], with the `Cache-Control` of a JSON answer (`Some("")`
/// when a JSON answer has none; `None` for other answers).
async fn call_with_cache_control<S, B>(
    service: &S,
    request: test::TestRequest,
) -> (StatusCode, String, Option<String>)
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: actix_web::body::MessageBody,
{
    let response = test::call_service(service, request.to_request()).await;
    let status = response.status();
    let header_text = |name| {
        response
            .headers()
            .get(name)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let json_cache_control = header_text(actix_web::http::header::CONTENT_TYPE)
        .starts_with("application/json")
        .then(|| header_text(actix_web::http::header::CACHE_CONTROL));
    let headers = format!("{:?}", response.headers());
    let body = test::read_body(response).await;
    (
        status,
        format!("{headers}\n{}", String::from_utf8_lossy(&body)),
        json_cache_control,
    )
}

#[actix_web::test]
async fn every_route_has_a_row_and_every_row_a_route() {
    let rows = rows();
    let probe = shop().await;
    let service = test::init_service(app(probe.ctx.clone())).await;
    let (_, doc, _) = call(&service, get("/api/openapi.json".into())).await;
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in item.as_object().unwrap().keys() {
            documented.insert((method.clone(), path.clone()));
        }
    }
    let tabled: BTreeSet<_> = rows
        .iter()
        .map(|row| (row.method.to_owned(), row.path.to_owned()))
        .collect();
    assert_eq!(
        documented.difference(&tabled).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "routes without a row in the authorisation matrix"
    );
    assert_eq!(
        tabled.difference(&documented).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "rows for routes the app does not have"
    );
}

/// Each row builds a shop of its own (three accounts, an order, its proof):
/// in one test the matrix was the longest of the suite, a minute of it alone
/// at the end. In parts, the test threads share it.
const PARTS: usize = 4;

#[actix_web::test]
async fn every_route_answers_each_caller_as_the_table_says_and_leaves_a_untouched_part_1() {
    check_part(0).await;
}

#[actix_web::test]
async fn every_route_answers_each_caller_as_the_table_says_and_leaves_a_untouched_part_2() {
    check_part(1).await;
}

#[actix_web::test]
async fn every_route_answers_each_caller_as_the_table_says_and_leaves_a_untouched_part_3() {
    check_part(2).await;
}

#[actix_web::test]
async fn every_route_answers_each_caller_as_the_table_says_and_leaves_a_untouched_part_4() {
    check_part(3).await;
}

/// Every `PARTS`-th row of the table, from the `part`-th on.
#[allow(clippy::too_many_lines)]
async fn check_part(part: usize) {
    let rows: Vec<Row> = rows().into_iter().skip(part).step_by(PARTS).collect();
    assert!(!rows.is_empty());
    let mut failures = Vec::new();
    for row in &rows {
        let shop = shop().await;
        let service = test::init_service(app(shop.ctx.clone())).await;
        let a_user = active_company_user(&shop, A_EMAIL, A_COMPANY, Role::Customer).await;
        active_user(&shop, "bernd@matrix-kunde.de", Role::Customer).await;
        active_user(&shop, "chef@matrix.test", Role::Admin).await;
        let a = sign_in(&service, A_EMAIL).await;
        let b = sign_in(&service, "bernd@matrix-kunde.de").await;
        let admin = sign_in(&service, "chef@matrix.test").await;
        let ids = fixtures(&shop, &service, &a, &admin, a_user).await;

        let before = fingerprint_of_a(&shop, a_user).await;
        for (caller, cookie, expected) in [
            (Caller::Guest, None, row.expect.guest),
            (Caller::CustomerB, Some(&b), row.expect.b),
            (Caller::Admin, Some(&admin), row.expect.admin),
            (Caller::CustomerA, Some(&a), row.expect.a),
        ] {
            let mut request = (row.call)(&ids, caller);
            if let Some(cookie) = cookie {
                request = request.cookie(cookie.clone());
            }
            let (status, answer, json_cache_control) =
                call_with_cache_control(&service, request).await;
            let cell = format!("{} {} as {caller:?}", row.method.to_uppercase(), row.path);
            if status.as_u16() != expected {
                failures.push(format!(
                    "{cell}: {status} instead of {expected}: {answer:.300}"
                ));
            }
            // Answers to signed-in callers may carry account data: never kept by a
            // cache. The public catalogue is the same for every caller and says
            // `no-cache` (revalidate by its ETag) instead.
            let public_catalogue = row.method == "get" && row.path.starts_with("/products/get-");
            if cookie.is_some()
                && let Some(cache_control) = json_cache_control
                && !cache_control.contains("no-store")
                && !(public_catalogue && cache_control == "no-cache")
            {
                failures.push(format!(
                    "{cell}: JSON answer with Cache-Control {cache_control:?}, not no-store"
                ));
            }
            if caller == Caller::CustomerA {
                continue;
            }
            if caller != Caller::Admin {
                for secret in A_SECRETS {
                    if answer.contains(secret) {
                        failures.push(format!("{cell}: the answer reveals A's {secret:?}"));
                    }
                }
            }
            let changed = fingerprint_of_a(&shop, a_user).await != before;
            let may_change_a = caller == Caller::Admin && row.admin_changes_a;
            if changed && !may_change_a {
                failures.push(format!("{cell}: A's data changed"));
            }
            if !a_is_still_signed_in(&service, &a).await {
                failures.push(format!("{cell}: A's session ended"));
            }
        }
    }
    println!(
        "authorisation matrix, part {} of {PARTS}: {} routes x 4 callers = {} cells",
        part + 1,
        rows.len(),
        rows.len() * 4
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A's wish, order and open local checkout, a mailed payment link for a
/// custom order, and a sample.
async fn fixtures<S, B>(
    shop: &TestShop,
    service: &S,
    a: &Cookie<'static>,
    admin: &Cookie<'static>,
    a_user: i64,
) -> Ids
where
    S: Service<actix_http::Request, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: actix_web::body::MessageBody,
{
    let (status, wish, _) = call(
        service,
        post(
            "/api/wishlists/save-wished-product",
            &json!({"productId": 2, "productType": "PrimeProd", "userId": a_user}),
        )
        .cookie(a.clone()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{wish}");
    let (status, order, _) = call(
        service,
        post("/api/orderLine/create-order", &a_order_body(a_user, 1)).cookie(a.clone()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{order}");
    let order_id = order["id"].as_i64().unwrap();
    let order_line = read(&*shop.ctx.state.store, move |repos| {
        repos.orders().lines(OrderId::new(order_id))
    })
    .await
    .unwrap()[0]
        .id
        .get();
    let (status, checkout, _) = call(
        service,
        post(
            "/api/orderLine/create-checkout-session",
            &json!({"orderId": order_id, "stripeOrderLine": []}),
        )
        .cookie(a.clone()),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{checkout}");

    let custom = json!({
        "orderType": "Costume",
        "orderLines": [{
            "productId": 3, "qte": 1, "processingType": "Magnete nicht einzeln verpackt",
            "template": "doner", "address": "Bahnhofstr. 5", "phone": "02161 98765", "url": "www.doener.de"
        }],
        "shippingInfo": shipping("Ali Demir", "Döner Eck", "ali@matrix.test", "Bahnhofstr. 5"),
        "userId": null
    });
    let (status, created, _) = call(
        service,
        post("/api/orderLine/create-order", &custom).cookie(admin.clone()),
    )
    .await;
    assert!(status.is_success(), "{created}");
    let mail = mails_to(shop, "ali@matrix.test").await;
    let link = link_in(&mail[0], "http://127.0.0.1:8080/api/payments/link/");
    let sample = read(&*shop.ctx.state.store, |repos| {
        repos
            .samples()
            .list_page(PageRequest::new(Some(1), Some(1), 5))
    })
    .await
    .unwrap()
    .items[0]
        .id
        .get();
    // A code anyone may check and the admin may switch off, on or delete.
    shop.ctx
        .state
        .vouchers
        .create(shop_app::vouchers::VoucherForm {
            code: MATRIX_CODE.into(),
            percent_off: Some(10),
            max_uses: Some(1000),
            ..Default::default()
        })
        .await
        .unwrap();
    Ids {
        user: a_user,
        order: OrderId::new(order_id).get(),
        order_line,
        wish: wish["persistedProduct"]["wishId"].as_i64().unwrap(),
        checkout_session: checkout["id"].as_str().unwrap().to_owned(),
        qr_code: read(&*shop.ctx.state.store, move |repos| {
            repos.qr_links().of_owner(UserId::new(a_user))
        })
        .await
        .unwrap()[0]
            .code
            .to_string(),
        payment_link_token: link.rsplit('/').next().unwrap().to_owned(),
        sample,
    }
}

/// Bodies a caller who may not use a route sends to it: nothing useful, and not even JSON.
const UNREADABLE_BODIES: [&str; 3] = ["{}", "{\"orderUpdate\": 5", "[1, 2"];

/// The route of `row` as A's id makes it, with `body` in place of its own.
fn with_body(row: &Row, ids: &Ids, body: &'static str) -> test::TestRequest {
    let request = (row.call)(ids, Caller::Guest).to_request();
    test::TestRequest::default()
        .method(request.method().clone())
        .uri(&request.uri().to_string())
        .insert_header(("content-type", "application/json"))
        .set_payload(body)
}

#[actix_web::test]
async fn who_may_not_call_a_route_is_refused_before_its_body_is_read() {
    let rows = rows();
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let a_user = active_company_user(&shop, A_EMAIL, A_COMPANY, Role::Customer).await;
    active_user(&shop, "bernd@matrix-kunde.de", Role::Customer).await;
    active_user(&shop, "chef@matrix.test", Role::Admin).await;
    let a = sign_in(&service, A_EMAIL).await;
    let b = sign_in(&service, "bernd@matrix-kunde.de").await;
    let admin = sign_in(&service, "chef@matrix.test").await;
    let ids = fixtures(&shop, &service, &a, &admin, a_user).await;

    let mut failures = Vec::new();
    let mut cells = 0;
    for row in rows
        .iter()
        .filter(|row| row.signed_in_only || row.admin_only())
    {
        let customer_refused = row.admin_only();
        for body in UNREADABLE_BODIES {
            let mut callers = vec![(Caller::Guest, None, 401)];
            if customer_refused {
                callers.push((Caller::CustomerB, Some(&b), 403));
            }
            for (caller, cookie, expected) in callers {
                let mut request = with_body(row, &ids, body);
                if let Some(cookie) = cookie {
                    request = request.cookie(cookie.clone());
                }
                let (status, answer) = raw_call(&service, request).await;
                cells += 1;
                if status.as_u16() != expected {
                    failures.push(format!(
                        "{} {} as {caller:?} with {body:?}: {status} instead of {expected}: {answer:.200}",
                        row.method.to_uppercase(),
                        row.path
                    ));
                }
            }
        }
    }
    println!("refused before the body: {cells} cells");
    assert!(cells > 0);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
