//! What an operator watches, through the API: `GET /metrics` behind its
//! token (404 without one, so nobody learns it exists), parsed by a
//! Prometheus parser; the request id echoed in every answer.

use actix_web::{http::StatusCode, test};
use shop_api::startup::app;

use crate::support::{call, shop, shop_with};

const TOKEN: &str = "metrik-token-ä-2026";

fn scrape(token: Option<&str>) -> test::TestRequest {
    let request = test::TestRequest::get().uri("/metrics");
    match token {
        Some(token) => request.insert_header(("Authorization", format!("Bearer {token}"))),
        None => request,
    }
}

/// The value of `name` with these labels, as Prometheus's parser reads the text.
fn sample(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    let scrape = prometheus_parse::Scrape::parse(text.lines().map(|line| Ok(line.to_owned())))
        .expect("the exposition parses");
    scrape
        .samples
        .iter()
        .find(|sample| {
            sample.metric == name
                && labels
                    .iter()
                    .all(|(key, value)| sample.labels.get(key) == Some(*value))
        })
        .map(|sample| match sample.value {
            prometheus_parse::Value::Counter(value)
            | prometheus_parse::Value::Gauge(value)
            | prometheus_parse::Value::Untyped(value) => value,
            ref other => panic!("{name} is {other:?}"),
        })
}

#[actix_web::test]
async fn without_a_token_there_are_no_metrics() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let (status, body, _) = call(&service, scrape(Some(TOKEN))).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
}

#[actix_web::test]
async fn metrics_need_the_token_and_count_requests_by_route_with_the_shops_figures() {
    let shop = shop_with(&[("SHOP_METRICS_TOKEN", TOKEN.to_owned())]).await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    for token in [None, Some("falsch"), Some("metrik-token-ä-2026x")] {
        let (status, _, _) = call(&service, scrape(token)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{token:?}");
    }
    for id in [1, 2, 999_999] {
        call(
            &service,
            test::TestRequest::get().uri(&format!("/api/products/get-product-byId/{id}")),
        )
        .await;
    }

    let response = test::call_service(&service, scrape(Some(TOKEN)).to_request()).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(
        response
            .headers()
            .get("content-type")
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("application/openmetrics-text")
    );
    let text = String::from_utf8(test::read_body(response).await.to_vec()).unwrap();
    let route = ("route", "/api/products/get-product-byId/:id");
    assert_eq!(
        sample(&text, "http_requests_total", &[route, ("status", "2xx")]),
        Some(2.0),
        "{text}"
    );
    assert_eq!(
        sample(&text, "http_requests_total", &[route, ("status", "4xx")]),
        Some(1.0)
    );
    assert_eq!(
        sample(
            &text,
            "http_requests_total",
            &[("route", "/metrics"), ("status", "4xx")]
        ),
        Some(3.0),
        "refused scrapes are counted too"
    );
    assert_eq!(sample(&text, "shop_orders_placed_total", &[]), Some(0.0));
    assert_eq!(
        sample(&text, "shop_jobs_pending", &[("kind", "deliver_mail")]),
        Some(0.0)
    );
    assert!(sample(&text, "shop_db_connections_idle", &[]).is_some());
    assert!(text.contains("http_request_duration_seconds_bucket{"));
    assert!(!text.contains(TOKEN));
}

#[actix_web::test]
async fn every_answer_carries_a_request_id_of_its_own() {
    let shop = shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;

    let mut ids = Vec::new();
    for _ in 0..2 {
        let response = test::call_service(
            &service,
            test::TestRequest::get()
                .uri("/api/healthz")
                .insert_header(("X-Request-Id", "vom-client"))
                .to_request(),
        )
        .await;
        ids.push(
            response
                .headers()
                .get("x-request-id")
                .unwrap()
                .to_str()
                .unwrap()
                .to_owned(),
        );
    }
    assert_ne!(ids[0], ids[1]);
    assert!(
        !ids.contains(&"vom-client".to_owned()),
        "only a trusted proxy's id is kept"
    );
}
