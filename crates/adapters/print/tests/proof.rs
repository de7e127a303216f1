//! The proofs as a print operator receives them: page boxes in mm, the
//! font embedded, exactly one raster image (the logo), the same bytes twice,
//! and a QR code that decodes to the customer's URL at 150 and 600 dpi,
//! while a code that cannot scan is reported as such; the bottle opener's
//! print area likewise, and an order's proofs as one PDF of several pages.
//!
//! With `PROOF_SAMPLES_DIR` set, the proofs are written there for the
//! independent check of `just proof-check` (poppler and zxing-cpp).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use shop_domain::TemplateCategory;
use shop_print::{
    Artwork, BottleOpenerArtwork, CardArtwork, CardProof, PageArea, read_qr_codes, read_qr_codes_in,
};

const URL: &str = "https://www.pizzeria-roma.de";

/// A 600 × 300 px PNG logo: a dark blue block on white.
fn logo_png() -> Vec<u8> {
    let (width, height) = (600_u32, 300_u32);
    let mut raw = Vec::new();
    for y in 0..height {
        raw.push(0); // filter: none
        for x in 0..width {
            let inside = (100..500).contains(&x) && (50..250).contains(&y);
            raw.extend_from_slice(if inside {
                &[20, 33, 61]
            } else {
                &[255, 255, 255]
            });
        }
    }
    png(width, height, &raw)
}

/// A minimal RGB PNG of `raw` scanlines (stored, uncompressed deflate blocks).
fn png(width: u32, height: u32, raw: &[u8]) -> Vec<u8> {
    fn chunk(out: &mut Vec<u8>, kind: &[u8], data: &[u8]) {
        out.extend_from_slice(&u32::try_from(data.len()).unwrap().to_be_bytes());
        let mut crc_input = kind.to_vec();
        crc_input.extend_from_slice(data);
        out.extend_from_slice(&crc_input);
        out.extend_from_slice(&crc32(&crc_input).to_be_bytes());
    }
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFF_u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }
    fn adler32(bytes: &[u8]) -> u32 {
        let (mut a, mut b) = (1_u32, 0_u32);
        for &byte in bytes {
            a = (a + u32::from(byte)) % 65_521;
            b = (b + a) % 65_521;
        }
        (b << 16) | a
    }
    let mut zlib = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (index, block) in blocks.iter().enumerate() {
        zlib.push(u8::from(index == blocks.len() - 1));
        let len = u16::try_from(block.len()).unwrap();
        zlib.extend_from_slice(&len.to_le_bytes());
        zlib.extend_from_slice(&(!len).to_le_bytes());
        zlib.extend_from_slice(block);
    }
    zlib.extend_from_slice(&adler32(raw).to_be_bytes());
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut header = width.to_be_bytes().to_vec();
    header.extend_from_slice(&height.to_be_bytes());
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"IDAT", &zlib);
    chunk(&mut out, b"IEND", &[]);
    out
}

fn artwork<'a>(logo: &'a [u8], url: &'a str) -> CardArtwork<'a> {
    CardArtwork {
        template: TemplateCategory::parse("pizza").unwrap(),
        logo: Some(logo),
        phone: "02161 123456",
        address: "Hauptstr. 1, 41061 Mönchengladbach",
        qr_text: url,
    }
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|window| window == needle.as_bytes())
}

/// The numbers of a `/Name[left bottom right top]` box, in mm.
fn box_mm(pdf: &[u8], name: &str) -> Vec<f32> {
    let text = String::from_utf8_lossy(pdf);
    let start = text
        .find(&format!("/{name}["))
        .unwrap_or_else(|| panic!("no {name}"));
    let rest = &text[start + name.len() + 2..];
    rest[..rest.find(']').unwrap()]
        .split_whitespace()
        .map(|number| number.parse::<f32>().unwrap() * 25.4 / 72.0)
        .collect()
}

/// How many image XObjects the PDF holds.
fn raster_images(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Subtype /Image").count() + text.matches("/Subtype/Image").count()
}

fn assert_mm(actual: &[f32], expected: [f32; 4]) {
    for (a, e) in actual.iter().zip(expected) {
        assert!((a - e).abs() < 0.01, "{actual:?} != {expected:?}");
    }
}

#[test]
fn the_proof_is_49_by_79_mm_with_the_card_as_trim_box() {
    let logo = logo_png();
    let pdf = CardProof::new().render(&artwork(&logo, URL)).unwrap();

    assert_mm(&box_mm(&pdf, "MediaBox"), [0.0, 0.0, 49.0, 79.0]);
    assert_mm(&box_mm(&pdf, "BleedBox"), [0.0, 0.0, 49.0, 79.0]);
    assert_mm(&box_mm(&pdf, "TrimBox"), [2.0, 2.0, 47.0, 77.0]);
    println!("card proof with a 600 × 300 px logo: {} bytes", pdf.len());
}

#[test]
fn the_font_is_embedded_and_the_logo_is_the_only_raster_image() {
    let logo = logo_png();
    let pdf = CardProof::new().render(&artwork(&logo, URL)).unwrap();

    assert!(contains(&pdf, "/FontFile2"), "the font is embedded");
    assert_eq!(raster_images(&pdf), 1, "exactly one raster image");
}

#[test]
fn the_same_design_gives_the_same_bytes() {
    let logo = logo_png();
    let proof = CardProof::new();

    assert_eq!(
        proof.render(&artwork(&logo, URL)).unwrap(),
        proof.render(&artwork(&logo, URL)).unwrap()
    );
}

#[test]
fn the_qr_code_reads_back_as_the_url_at_150_and_600_dpi() {
    let logo = logo_png();
    let pdf = CardProof::new().render(&artwork(&logo, URL)).unwrap();

    for dpi in [150.0, 600.0] {
        let reading = read_qr_codes(&pdf, dpi).unwrap();
        assert_eq!(reading.texts, vec![URL.to_owned()], "at {dpi} dpi");
        let boxed = read_qr_codes_in(&pdf, dpi, Some(PageArea::qr_box())).unwrap();
        assert_eq!(boxed.texts, vec![URL.to_owned()], "the QR box at {dpi} dpi");
        assert!(boxed.width * boxed.height * 5 < reading.width * reading.height);
    }
}

#[test]
fn a_qr_code_too_dense_to_scan_at_print_size_is_reported_as_unreadable() {
    let logo = logo_png();
    // 900 characters need a version-25 code: 0.16 mm modules, too fine for 150 dpi.
    let long = format!("https://www.pizzeria-roma.de/{}", "speisekarte/".repeat(73));
    let pdf = CardProof::new().render(&artwork(&logo, &long)).unwrap();

    let reading = read_qr_codes(&pdf, 150.0).unwrap();
    let boxed = read_qr_codes_in(&pdf, 150.0, Some(PageArea::qr_box())).unwrap();

    assert!(!reading.texts.contains(&long), "{:?}", reading.texts);
    assert!(!boxed.texts.contains(&long), "{:?}", boxed.texts);
}

#[test]
fn every_template_of_the_domain_has_its_artwork() {
    let proof = CardProof::new();
    let logo = logo_png();
    for name in shop_domain::TEMPLATE_CATEGORIES {
        let artwork = CardArtwork {
            template: TemplateCategory::parse(name).unwrap(),
            ..artwork(&logo, URL)
        };
        assert!(proof.render(&artwork).is_ok(), "{name}");
    }
}

#[test]
#[ignore = "writes a sample proof for inspection: cargo test --test proof -- --ignored"]
fn write_a_sample_proof() {
    let logo = logo_png();
    let pdf = CardProof::new().render(&artwork(&logo, URL)).unwrap();
    std::fs::write(std::env::temp_dir().join("sample-proof.pdf"), pdf).unwrap();
}

const OPENER_URL: &str = "https://www.roma-bar.de";

fn opener<'a>(logo: &'a [u8]) -> BottleOpenerArtwork<'a> {
    BottleOpenerArtwork {
        logo: Some(logo),
        qr_text: Some(OPENER_URL),
    }
}

/// Keeps `pdf` as `name` for `just proof-check` when `PROOF_SAMPLES_DIR` is set.
fn keep_sample(name: &str, pdf: &[u8]) {
    if let Some(dir) = std::env::var_os("PROOF_SAMPLES_DIR") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), pdf).unwrap();
    }
}

#[test]
fn the_bottle_openers_proof_is_its_print_area_with_bleed_and_a_readable_code() {
    let logo = logo_png();
    let proof = CardProof::new();
    let pdf = proof
        .render_pages(&[Artwork::BottleOpener(opener(&logo))])
        .unwrap();

    assert_mm(&box_mm(&pdf, "MediaBox"), [0.0, 0.0, 64.0, 34.0]);
    assert_mm(&box_mm(&pdf, "BleedBox"), [0.0, 0.0, 64.0, 34.0]);
    assert_mm(&box_mm(&pdf, "TrimBox"), [2.0, 2.0, 62.0, 32.0]);
    assert_eq!(raster_images(&pdf), 1, "the logo is the only raster image");
    for dpi in [150.0, 600.0] {
        let boxed = read_qr_codes_in(&pdf, dpi, Some(PageArea::bottle_opener_qr_box())).unwrap();
        assert_eq!(boxed.texts, vec![OPENER_URL.to_owned()], "at {dpi} dpi");
    }
    assert_eq!(
        pdf,
        proof
            .render_pages(&[Artwork::BottleOpener(opener(&logo))])
            .unwrap(),
        "the same bytes twice"
    );
}

#[test]
fn a_bottle_opener_without_url_prints_no_code() {
    let logo = logo_png();
    let pdf = CardProof::new()
        .render_pages(&[Artwork::BottleOpener(BottleOpenerArtwork {
            logo: Some(&logo),
            qr_text: None,
        })])
        .unwrap();

    assert!(read_qr_codes(&pdf, 300.0).unwrap().texts.is_empty());
}

#[test]
fn an_orders_proofs_are_one_pdf_with_a_page_per_design() {
    let logo = logo_png();
    let proof = CardProof::new();
    let card = proof.render(&artwork(&logo, URL)).unwrap();
    let opener_pdf = proof
        .render_pages(&[Artwork::BottleOpener(opener(&logo))])
        .unwrap();
    let both = proof
        .render_pages(&[
            Artwork::Card(artwork(&logo, URL)),
            Artwork::BottleOpener(opener(&logo)),
        ])
        .unwrap();

    let pages = hayro::hayro_syntax::Pdf::new(both.clone())
        .unwrap()
        .pages()
        .len();
    assert_eq!(pages, 2);
    // The card first: its page is the first one read.
    assert_eq!(
        read_qr_codes_in(&both, 150.0, Some(PageArea::qr_box()))
            .unwrap()
            .texts,
        vec![URL.to_owned()]
    );
    keep_sample("card.pdf", &card);
    keep_sample("bottle-opener.pdf", &opener_pdf);
    keep_sample("order.pdf", &both);
}

/// A 4000 × 4000 px PNG logo, as a phone's export of a vector logo: detail
/// down to single pixels (a fine checkerboard in its middle).
fn big_logo_png() -> Vec<u8> {
    let logo = image::RgbImage::from_fn(4000, 4000, |x, y| {
        let fine = (1000..3000).contains(&x) && (1000..3000).contains(&y);
        if fine && (x + y) % 2 == 0 {
            image::Rgb([20, 33, 61])
        } else if fine {
            image::Rgb([255, 255, 255])
        } else {
            image::Rgb([200, 40, 40])
        }
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    logo.write_to(&mut bytes, image::ImageFormat::Png).unwrap();
    bytes.into_inner()
}

/// Width and height of each image XObject, as its dictionary states them.
fn image_sizes(pdf: &[u8]) -> Vec<(u32, u32)> {
    let text = String::from_utf8_lossy(pdf);
    let number_after = |dict: &str, key: &str| -> u32 {
        let rest = &dict[dict.find(key).unwrap() + key.len()..];
        rest.trim_start()
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    let starts: Vec<usize> = text
        .match_indices("/Subtype /Image")
        .chain(text.match_indices("/Subtype/Image"))
        .map(|(at, _)| at)
        .collect();
    starts
        .into_iter()
        .map(|at| {
            let start = text[..at].rfind("<<").unwrap();
            let end = at + text[at..].find(">>").unwrap();
            let dict = &text[start..end];
            (number_after(dict, "/Width"), number_after(dict, "/Height"))
        })
        .collect()
}

#[test]
fn a_logo_sharper_than_print_is_embedded_at_600_dpi_once_per_pdf() {
    let logo = big_logo_png();
    let proof = CardProof::new();
    let pages: Vec<Artwork<'_>> = (0..3).map(|_| Artwork::Card(artwork(&logo, URL))).collect();

    let pdf = proof.render_pages(&pages).unwrap();

    // The logo box of 0.1 mm units, the square logo fitted into its height or width.
    let area = shop_print::LAYOUT.logo_box;
    let printed_units = area.width.min(area.height);
    let most = (printed_units / 254.0 * shop_print::MOST_LOGO_DPI).floor() as u32;
    assert_eq!(
        image_sizes(&pdf),
        [(most, most)],
        "one image for the three pages, at 600 dpi"
    );
    assert!(
        pdf.len() < 2_000_000,
        "{} bytes: the 16 megapixels were not embedded",
        pdf.len()
    );
    // The first page's code reads here; `just proof-check` reads every page's.
    assert_eq!(
        read_qr_codes(&pdf, 150.0).unwrap().texts,
        vec![URL.to_owned()]
    );
    keep_sample("big-logo.pdf", &pdf);
}

/// Every character the shop accepts in a card's address is drawn by the
/// bundled font: cards whose address holds them, 40 at a time (the
/// address's limit), render.
#[test]
fn cards_render_with_every_accepted_character_in_the_address() {
    let proof = CardProof::new();
    let accepted: Vec<char> = shop_domain::text::PRINTABLE_RANGES
        .iter()
        .flat_map(|(first, last)| *first..=*last)
        .collect();
    for chunk in accepted.chunks(40) {
        let address: String = chunk.iter().collect();
        let artwork = CardArtwork {
            template: TemplateCategory::parse("pizza").unwrap(),
            logo: None,
            phone: "02161 123456",
            address: &address,
            qr_text: URL,
        };

        let rendered = proof.render(&artwork);

        assert!(rendered.is_ok(), "{address:?}: {:?}", rendered.err());
    }
}

#[test]
fn the_batch_is_a_cover_then_each_approved_page_with_its_boxes_and_readable_code() {
    let logo = logo_png();
    let proof = CardProof::new();
    let card = proof.render(&artwork(&logo, URL)).unwrap();
    let opener_pdf = proof
        .render_pages(&[Artwork::BottleOpener(opener(&logo))])
        .unwrap();
    let row = shop_ports::production::BatchRow {
        order: "Nr. 7".into(),
        line: "1 (#12)".into(),
        product: "Kühlschrankmagnet Pizza – 500 Stück".into(),
        quantity: "2".into(),
        packing: "einzeln verpackt".into(),
    };

    let batch = proof
        .render_batch(
            "Freigegebene Druckabzüge: 1 Bestellung",
            &[row.clone(), row],
            &[card.clone(), opener_pdf],
        )
        .unwrap();

    let pages = hayro::hayro_syntax::Pdf::new(batch.clone())
        .unwrap()
        .pages()
        .len();
    assert_eq!(pages, 3, "cover, card, bottle opener");
    // The card's page keeps the card's boxes: 49 × 79 mm with a 2 mm bleed.
    let trims: Vec<Vec<f32>> = batch
        .windows(b"/TrimBox[".len())
        .enumerate()
        .filter(|(_, window)| *window == b"/TrimBox[")
        .map(|(at, _)| box_mm(&batch[at..], "TrimBox"))
        .collect();
    assert_eq!(trims.len(), 2, "each proof page has its TrimBox");
    assert_mm(&trims[0], [2.0, 2.0, 47.0, 77.0]);
    keep_sample("approved-batch.pdf", &batch);
}
