//! `just bench`: how long a card line's print proof takes to render, and to
//! render and verify (its QR box rasterised at 600 and 150 dpi, as the
//! payment's check does, and decoded),
//! with a typical logo (a 600 × 400 px PNG photo-like gradient), and how
//! large the proof is. Prints `render_p50_ms render_p99_ms verify_p50_ms
//! verify_p99_ms bytes`.

use std::time::Instant;

use shop_domain::TemplateCategory;
use shop_print::{CardArtwork, CardProof, PageArea, read_qr_codes_in};

const URL: &str = "https://www.pizzeria-roma.de";

fn main() -> anyhow::Result<()> {
    let runs: usize = std::env::args()
        .nth(1)
        .map(|raw| raw.parse())
        .transpose()?
        .unwrap_or(50);
    let logo = typical_logo()?;
    let proof = CardProof::new();
    let artwork = CardArtwork {
        template: TemplateCategory::parse("pizza").map_err(|_| anyhow::anyhow!("template"))?,
        logo: Some(&logo),
        phone: "02161 123456",
        address: "Hauptstr. 1, 41061 Mönchengladbach",
        qr_text: URL,
    };
    let bytes = proof.render(&artwork)?.len();
    let mut rendering = Vec::new();
    let mut verifying = Vec::new();
    for _ in 0..runs {
        let started = Instant::now();
        let pdf = proof.render(&artwork)?;
        rendering.push(started.elapsed().as_secs_f64() * 1000.0);
        for dpi in [600.0, 150.0] {
            let reading = read_qr_codes_in(&pdf, dpi, Some(PageArea::qr_box()))?;
            anyhow::ensure!(
                reading.texts == [URL],
                "the QR code did not read back at {dpi} dpi"
            );
        }
        verifying.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    let (render_p50, render_p99) = percentiles(&mut rendering);
    let (verify_p50, verify_p99) = percentiles(&mut verifying);
    println!("{render_p50:.2} {render_p99:.2} {verify_p50:.2} {verify_p99:.2} {bytes}");
    Ok(())
}

/// A 600 × 400 px RGB PNG of a smooth gradient: at 23 × 18 mm that prints
/// at about 560 dpi, a logo as customers upload it.
fn typical_logo() -> anyhow::Result<Vec<u8>> {
    let (width, height) = (600_u32, 400_u32);
    let mut pixels = Vec::new();
    for y in 0..height {
        for x in 0..width {
            pixels.extend_from_slice(&[
                u8::try_from(x * 255 / width)?,
                u8::try_from(y * 255 / height)?,
                140,
            ]);
        }
    }
    let mut file = Vec::new();
    let mut encoder = png::Encoder::new(&mut file, width, height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header()?.write_image_data(&pixels)?;
    Ok(file)
}

/// p50 and p99 of `took`.
fn percentiles(took: &mut [f64]) -> (f64, f64) {
    took.sort_by(f64::total_cmp);
    let at = |share: f64| took[((took.len() as f64 * share) as usize).min(took.len() - 1)];
    (at(0.50), at(0.99))
}
