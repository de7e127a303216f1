//! Looking inside uploads: an image passes only when its bytes are a JPEG,
//! PNG or WEBP that decodes completely within a pixel budget, so polyglots,
//! truncated files and decompression bombs are refused before storage.

use std::io::Cursor;

use image::{ImageFormat, ImageReader, Limits, error::ImageError as DecodeError};
use shop_domain::Orientation;
use shop_ports::images::{ImageInspector, ImageKind, ImageRejection, ImageSize, InspectedImage};

/// Widest and tallest accepted image, in pixels. A logo printed 23 × 18 mm
/// needs about 550 × 430 pixels at 600 dpi; a photographed sample card a few
/// megapixels. Anything bigger is no logo, only memory.
pub const MAX_SIDE: u32 = 4000;
/// Memory one decode may take: 4000 × 4000 RGBA (64 MB) plus headroom.
const MAX_DECODE_BYTES: u64 = 80 * 1024 * 1024;

/// Decodes uploads with the `image` crate.
pub struct DecodingInspector;

fn reader(bytes: &[u8], format: ImageFormat) -> ImageReader<Cursor<&[u8]>> {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits);
    reader
}

fn rejection(error: &DecodeError) -> ImageRejection {
    match error {
        DecodeError::Limits(_) => ImageRejection::TooManyPixels,
        _ => ImageRejection::Undecodable,
    }
}

impl ImageInspector for DecodingInspector {
    fn inspect(&self, bytes: &[u8]) -> Result<InspectedImage, ImageRejection> {
        if bytes.is_empty() {
            return Err(ImageRejection::Empty);
        }
        let kind = ImageKind::sniff(bytes).ok_or(ImageRejection::UnsupportedType)?;
        let format = match kind {
            ImageKind::Jpeg => ImageFormat::Jpeg,
            ImageKind::Png => ImageFormat::Png,
            ImageKind::Webp => ImageFormat::WebP,
        };
        // The header first: a bomb is refused by its declared size, before any allocation.
        let (width, height) = reader(bytes, format)
            .into_dimensions()
            .map_err(|error| rejection(&error))?;
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(ImageRejection::TooManyPixels);
        }
        reader(bytes, format)
            .decode()
            .map_err(|error| rejection(&error))?;
        // Measured as browsers show it: a photo's EXIF turn applied.
        let (width, height) = Orientation::of_file(bytes).upright_size(width, height);
        Ok(InspectedImage {
            kind,
            size: ImageSize { width, height },
        })
    }
}

#[cfg(test)]
mod tests {
    use std::io::Cursor;

    use image::{ImageFormat, RgbImage};
    use shop_ports::images::{ImageInspector, ImageKind, ImageRejection, ImageSize};

    use super::DecodingInspector;

    fn encoded(width: u32, height: u32, format: ImageFormat) -> Vec<u8> {
        let mut out = Cursor::new(Vec::new());
        RgbImage::from_pixel(width, height, image::Rgb([200, 80, 20]))
            .write_to(&mut out, format)
            .unwrap();
        out.into_inner()
    }

    /// A JPEG of `width` × `height` stored pixels whose EXIF says "turn 90°
    /// clockwise to show" (orientation 6), as phones write portrait photos.
    fn turned_jpeg(width: u32, height: u32) -> Vec<u8> {
        let jpeg = encoded(width, height, ImageFormat::Jpeg);
        let tiff: &[u8] = &[
            b'M', b'M', 0, 42, 0, 0, 0, 8, // big-endian TIFF, IFD0 at 8
            0, 1, // one entry
            0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, // Orientation, SHORT, 1, value 6
            0, 0, 0, 0, // no next IFD
        ];
        let mut segment = b"Exif\0\0".to_vec();
        segment.extend_from_slice(tiff);
        let mut turned = vec![0xFF, 0xD8, 0xFF, 0xE1];
        turned.extend_from_slice(&u16::try_from(segment.len() + 2).unwrap().to_be_bytes());
        turned.extend_from_slice(&segment);
        turned.extend_from_slice(&jpeg[2..]);
        turned
    }

    /// Browsers show (and measure) a photo turned as its EXIF says; so does
    /// the shop, or a portrait logo's print resolution would be judged on
    /// its side.
    #[test]
    fn a_turned_photo_is_measured_as_it_is_shown() {
        let found = DecodingInspector.inspect(&turned_jpeg(600, 300)).unwrap();

        assert_eq!(
            found.size,
            ImageSize {
                width: 300,
                height: 600
            }
        );
    }

    /// A PNG whose header claims `width` × `height` pixels, with one tiny
    /// compressed row behind it: what a decompression bomb looks like.
    fn png_claiming(width: u32, height: u32) -> Vec<u8> {
        let mut png = encoded(1, 1, ImageFormat::Png);
        // IHDR data starts after the signature (8), length (4) and type (4).
        png[16..20].copy_from_slice(&width.to_be_bytes());
        png[20..24].copy_from_slice(&height.to_be_bytes());
        // The chunk's CRC covers its type and data, so the header stays valid.
        let crc = crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        png
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xFFFF_FFFFu32;
        for byte in bytes {
            crc ^= u32::from(*byte);
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

    #[test]
    fn sound_png_jpeg_and_webp_images_pass_with_their_kind_and_size() {
        for (format, kind) in [
            (ImageFormat::Png, ImageKind::Png),
            (ImageFormat::Jpeg, ImageKind::Jpeg),
            (ImageFormat::WebP, ImageKind::Webp),
        ] {
            let inspected = DecodingInspector.inspect(&encoded(40, 30, format)).unwrap();
            assert_eq!(inspected.kind, kind);
            assert_eq!(
                inspected.size,
                ImageSize {
                    width: 40,
                    height: 30
                }
            );
        }
    }

    #[test]
    fn svg_html_and_gif_are_unsupported_whatever_their_name() {
        for bytes in [
            &b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>"[..],
            b"<!doctype html><script>alert(1)</script>",
            b"GIF89a\x01\x00\x01\x00",
        ] {
            assert_eq!(
                DecodingInspector.inspect(bytes),
                Err(ImageRejection::UnsupportedType)
            );
        }
    }

    #[test]
    fn a_truncated_png_is_undecodable() {
        let png = encoded(64, 64, ImageFormat::Png);

        let result = DecodingInspector.inspect(&png[..png.len() / 2]);

        assert_eq!(result, Err(ImageRejection::Undecodable));
    }

    #[test]
    fn a_png_with_html_appended_still_decodes_as_the_image_it_is() {
        // The bytes are stored and served as image/png with nosniff, so the
        // tail can never run as HTML; the image itself is sound.
        let mut polyglot = encoded(8, 8, ImageFormat::Png);
        polyglot.extend_from_slice(b"<html><script>alert(1)</script></html>");

        assert_eq!(
            DecodingInspector.inspect(&polyglot).map(|image| image.kind),
            Ok(ImageKind::Png)
        );
    }

    #[test]
    fn a_decompression_bomb_is_refused_by_its_declared_size() {
        assert_eq!(
            DecodingInspector.inspect(&png_claiming(30_000, 30_000)),
            Err(ImageRejection::TooManyPixels)
        );
    }

    #[test]
    fn an_empty_file_is_refused() {
        assert_eq!(DecodingInspector.inspect(&[]), Err(ImageRejection::Empty));
    }
}
