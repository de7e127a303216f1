//! Artwork of the demo catalogue, compiled into the binary so a fresh shop
//! shows real product pictures with no files to deploy. Served under `/demo/`.

use actix_web::{HttpResponse, get, http::header, web};

macro_rules! assets {
    ($($path:literal),* $(,)?) => {
        &[$(($path, include_bytes!(concat!("../demo-assets/", $path)))),*]
    };
}

static ASSETS: &[(&str, &[u8])] = assets![
    "products/primecard-starter.svg",
    "products/primecard-business.svg",
    "products/primecard-plus.svg",
    "products/bottle-opener-classic-front.svg",
    "products/bottle-opener-classic-back.svg",
    "products/bottle-opener-premium-front.svg",
    "products/bottle-opener-premium-back.svg",
    "products/magnet-pack-50.svg",
    "products/magnet-pack-100.svg",
    "products/magnet-pack-50-pack.svg",
    "products/magnet-pack-100-pack.svg",
    "samples/mn-1001.svg",
    "samples/mn-1002.svg",
    "samples/mn-1003.svg",
];

pub fn find(path: &str) -> Option<&'static [u8]> {
    ASSETS
        .iter()
        .find(|(name, _)| *name == path)
        .map(|(_, bytes)| *bytes)
}

/// SVG is a document that could carry script: this CSP forbids any.
const SVG_POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

#[get("/demo/{path:.*}")]
pub async fn demo_asset(path: web::Path<String>) -> HttpResponse {
    match find(&path) {
        Some(bytes) => HttpResponse::Ok()
            .content_type("image/svg+xml")
            .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
            .insert_header((header::CONTENT_SECURITY_POLICY, SVG_POLICY))
            .body(bytes),
        None => HttpResponse::NotFound().finish(),
    }
}

#[cfg(test)]
mod tests {
    use super::{ASSETS, find};

    #[test]
    fn every_asset_is_an_svg_without_script() {
        for (name, bytes) in ASSETS {
            let text = String::from_utf8_lossy(bytes).to_lowercase();
            assert!(text.contains("<svg"), "{name} is not an SVG");
            assert!(
                !text.contains("<script") && !text.contains("onload="),
                "{name} carries script"
            );
            assert!(
                !text.contains("http://") || text.contains("xmlns"),
                "{name} links out"
            );
        }
    }

    #[test]
    fn demo_data_images_all_exist() {
        for product in shop_app::demo_data::products() {
            let front = product.image.trim_start_matches("/demo/");
            assert!(find(front).is_some(), "missing {front}");
            if let Some(pack) = product.image_pack {
                assert!(
                    find(pack.trim_start_matches("/demo/")).is_some(),
                    "missing {pack}"
                );
            }
        }
    }
}
