//! What one holder of a paid order can make the shop render and store by
//! asking for changes of its proof: at most 10 versions per line, 20
//! revisions per order and hour, and the PDF bytes of the current (and the
//! approved) version only; a replaced version keeps its design and hash.

use actix_web::{http::StatusCode, test};
use serde_json::json;
use shop_api::startup::app;

use crate::{
    lifecycle::{paid_card_order, proof_mail},
    support::{PRINT_LOGO_URL, TestShop, call, databases, post_json, shop, shop_on, with_cookie},
};

const ATTEMPTS: usize = 100;

async fn a_hundred_revision_attempts(shop: TestShop) {
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (order_id, guest) = paid_card_order(&shop, &service).await;
    proof_mail(&shop).await;
    let url = shop.database_url();
    let line_id = databases::numbers(
        &url,
        &format!("SELECT id AS value FROM order_lines WHERE order_id = {order_id}"),
    )[0];
    let revise = |n: usize| {
        let phone = format!("02161 {:06}", 100_000 + n);
        with_cookie(
            post_json(
                &format!("/api/order-lines/{line_id}/revise"),
                &json!({"template": "pizza", "address": "Hauptstr. 1, 41061 Mönchengladbach",
                        "phone": phone, "url": "www.trattoria-luca.de",
                        "cardLogo": PRINT_LOGO_URL, "remarks": ""}),
            ),
            &guest,
        )
    };

    // Ten at a time, as the flood that filled the disk sent them.
    let mut answers = Vec::new();
    for batch in (0..ATTEMPTS).collect::<Vec<_>>().chunks(10) {
        answers.extend(
            futures_util::future::join_all(batch.iter().map(|&n| call(&service, revise(n)))).await,
        );
    }

    let count = |status: StatusCode| answers.iter().filter(|(s, _, _)| *s == status).count();
    assert_eq!(count(StatusCode::OK), 9, "versions 2 to 10");
    assert_eq!(
        count(StatusCode::OK) + count(StatusCode::CONFLICT),
        20,
        "20 revisions of the order an hour"
    );
    assert_eq!(count(StatusCode::TOO_MANY_REQUESTS), ATTEMPTS - 20);
    for (status, body, _) in &answers {
        if *status == StatusCode::CONFLICT {
            assert_eq!(
                body["message"],
                "Dieser Druckabzug kann nicht mehr geändert werden (höchstens 10 Versionen). Bitte kontaktieren Sie uns."
            );
        }
        if *status == StatusCode::TOO_MANY_REQUESTS {
            assert!(
                body["message"]
                    .as_str()
                    .is_some_and(|text| !text.is_empty())
            );
        }
    }
    let of_line = |what: &str| {
        databases::numbers(
            &url,
            &format!("SELECT {what} AS value FROM proof_versions WHERE order_line_id = {line_id}"),
        )[0]
    };
    assert_eq!(of_line("COUNT(*)"), 10);
    assert!(
        of_line("COUNT(pdf)") <= 2,
        "only the current and the approved PDF stay"
    );
    let stored_bytes = of_line("COALESCE(SUM(LENGTH(pdf)), 0)");
    eprintln!(
        "{ATTEMPTS} revision attempts: {} versions, {} PDFs, {stored_bytes} bytes of PDF stored",
        of_line("COUNT(*)"),
        of_line("COUNT(pdf)")
    );

    // The admin still sees every version's design and hash; only the PDF is gone.
    crate::support::active_user(&shop, "druck@revisions.test", shop_domain::Role::Admin).await;
    let admin = Some(crate::support::sign_in(&service, "druck@revisions.test").await);
    let (status, details, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get().uri(&format!(
                "/api/orderLine/get-order-details?order_id={order_id}"
            )),
            &admin,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{details}");
    let versions = details["orderLines"][0]["proof"]["versions"]
        .as_array()
        .unwrap()
        .clone();
    assert_eq!(versions.len(), 10, "{details}");
    // Version 1 shows the design as ordered; which revisions won the burst varies.
    assert_eq!(versions[0]["design"]["phone"], "02161 123456", "{details}");
    assert_eq!(versions[0]["pdfKept"], false, "{details}");
    assert_eq!(versions[9]["pdfKept"], true, "{details}");
    assert_ne!(versions[9]["design"]["phone"], "02161 123456", "{details}");
    let (first, _, _) = call(
        &service,
        with_cookie(
            test::TestRequest::get()
                .uri(&format!("/api/order-lines/{line_id}/proof.pdf?version=2")),
            &admin,
        ),
    )
    .await;
    assert_eq!(
        first,
        StatusCode::NOT_FOUND,
        "a replaced version's PDF is not kept"
    );
}

#[actix_web::test]
async fn a_hundred_revision_attempts_leave_ten_versions_and_one_pdf_on_sqlite() {
    a_hundred_revision_attempts(shop().await).await;
}

#[actix_web::test]
async fn a_hundred_revision_attempts_leave_ten_versions_and_one_pdf_on_postgres() {
    let Some(database) = databases::TestDatabase::postgres() else {
        return;
    };
    a_hundred_revision_attempts(shop_on(database).await).await;
}
