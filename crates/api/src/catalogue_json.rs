//! The catalogue's answers, serialised and compressed once per catalogue
//! snapshot, with their entity tags. Every tab and product page asks for the
//! same few lists; serialising them again for each request was most of the
//! work left once the catalogue was read from a snapshot, and compressing
//! them for each browser (brotli set up per answer) cost more than all the
//! rest. The tag is the body's SHA-256, so every instance gives the same body
//! the same tag; each compressed form has a tag of its own (a strong tag
//! names one representation, RFC 9110 §8.8.3).

use std::{
    collections::HashMap,
    io::Write,
    sync::{Arc, Mutex, PoisonError},
};

use actix_web::{
    HttpRequest,
    http::header::{AcceptEncoding, Encoding, Header, HeaderValue, Preference, Quality},
    web::Bytes,
};
use flate2::{Compression, write::GzEncoder};
use sha2::{Digest, Sha256};
use shop_domain::Product;

/// Which answer: the key of a serialised body.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum View {
    SamplePacks,
    Category(i32),
    All,
    Product(i64),
}

/// How a body travels: as it is or compressed (`Content-Encoding`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Identity,
    Gzip,
    Brotli,
}

impl Coding {
    /// What the request's `Accept-Encoding` takes: brotli or gzip, whichever
    /// it rates higher (brotli when equal, it is smaller), else the body as
    /// it is (also when it refuses that: an answer is better than a 406).
    pub fn accepted_by(req: &HttpRequest) -> Self {
        if !req
            .headers()
            .contains_key(actix_web::http::header::ACCEPT_ENCODING)
        {
            return Self::Identity;
        }
        let Ok(accepted) = AcceptEncoding::parse(req) else {
            return Self::Identity;
        };
        // The quality of the most specific entry naming `encoding` (or `*`).
        let quality = |encoding: &Encoding| {
            accepted
                .iter()
                .filter_map(|entry| match &entry.item {
                    Preference::Specific(named) if named == encoding => Some((1, entry.quality)),
                    Preference::Any => Some((0, entry.quality)),
                    Preference::Specific(_) => None,
                })
                .max_by_key(|(specific, _)| *specific)
                .map_or(Quality::ZERO, |(_, quality)| quality)
        };
        let (brotli, gzip) = (quality(&Encoding::brotli()), quality(&Encoding::gzip()));
        if brotli > Quality::ZERO && brotli >= gzip {
            Self::Brotli
        } else if gzip > Quality::ZERO {
            Self::Gzip
        } else {
            Self::Identity
        }
    }

    /// The `Content-Encoding` value; none for [`Coding::Identity`].
    pub fn content_encoding(self) -> Option<HeaderValue> {
        match self {
            Self::Identity => None,
            Self::Gzip => Some(HeaderValue::from_static("gzip")),
            Self::Brotli => Some(HeaderValue::from_static("br")),
        }
    }
}

/// A bound on the views kept: category ids come from the URL, so an
/// unbounded map could be filled by anyone.
const MAX_VIEWS: usize = 64;

/// Brotli's best quality and a window as large as any catalogue answer:
/// paid once per catalogue change, not per request.
const BROTLI_QUALITY: i32 = 11;
const BROTLI_WINDOW_BITS: i32 = 22;

/// One form of a serialised answer and its strong entity tag (`"<hex>"`,
/// `"<hex>-gz"`, `"<hex>-br"`).
#[derive(Debug)]
struct Form {
    body: Bytes,
    etag: HeaderValue,
}

/// A serialised answer in every form it is sent in.
#[derive(Debug)]
pub struct Answer {
    identity: Form,
    /// Absent when compressing did not make the body smaller.
    gzip: Option<Form>,
    brotli: Option<Form>,
}

impl Answer {
    fn of(body: Vec<u8>) -> Self {
        let digest = Sha256::digest(&body);
        // Half the digest is plenty to tell two catalogues apart.
        let hex: String = digest[..16]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect();
        let form = |body: Vec<u8>, suffix: &str| Form {
            body: Bytes::from(body),
            etag: HeaderValue::from_str(&format!("\"{hex}{suffix}\""))
                .unwrap_or_else(|_| HeaderValue::from_static("\"\"")),
        };
        let smaller = |packed: Vec<u8>| (packed.len() < body.len()).then_some(packed);
        Self {
            gzip: smaller(gzipped(&body)).map(|packed| form(packed, "-gz")),
            brotli: smaller(brotli_compressed(&body)).map(|packed| form(packed, "-br")),
            identity: form(body, ""),
        }
    }

    /// The form sent for `coding`: what it names when that form exists, else the body as it is.
    pub fn form(&self, coding: Coding) -> (Coding, &Bytes, &HeaderValue) {
        let form = match coding {
            Coding::Identity => None,
            Coding::Gzip => self.gzip.as_ref(),
            Coding::Brotli => self.brotli.as_ref(),
        };
        match form {
            Some(form) => (coding, &form.body, &form.etag),
            None => (Coding::Identity, &self.identity.body, &self.identity.etag),
        }
    }

    /// Every tag this answer goes by, one per form.
    pub fn etags(&self) -> impl Iterator<Item = &HeaderValue> {
        [
            Some(&self.identity),
            self.gzip.as_ref(),
            self.brotli.as_ref(),
        ]
        .into_iter()
        .flatten()
        .map(|form| &form.etag)
    }
}

fn gzipped(body: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(body.len() / 2), Compression::best());
    // Writing into a Vec cannot fail.
    let _ = encoder.write_all(body);
    encoder.finish().unwrap_or_default()
}

fn brotli_compressed(body: &[u8]) -> Vec<u8> {
    let mut packed = Vec::with_capacity(body.len() / 2);
    let params = brotli::enc::BrotliEncoderParams {
        quality: BROTLI_QUALITY,
        lgwin: BROTLI_WINDOW_BITS,
        size_hint: body.len(),
        ..Default::default()
    };
    match brotli::BrotliCompress(&mut &body[..], &mut packed, &params) {
        Ok(_) => packed,
        // Never for a slice into a Vec; sent as it is then.
        Err(_) => Vec::new(),
    }
}

/// Each view's answer and the snapshot it was serialised from.
type Rendered = HashMap<View, (Arc<Vec<Product>>, Arc<Answer>)>;

#[derive(Default)]
pub struct CatalogueJson {
    rendered: Mutex<Rendered>,
}

impl CatalogueJson {
    /// The answer of `view` for this snapshot, serialised by `render` only
    /// when this snapshot has not been serialised for `view` yet, and
    /// compressed only when its body differs from the last one (a snapshot
    /// is read again every half second, mostly unchanged). `render` may
    /// refuse (e.g. an unknown product); nothing is kept then.
    ///
    /// # Errors
    /// What `render` returns.
    pub fn answer<E>(
        &self,
        view: View,
        snapshot: &Arc<Vec<Product>>,
        render: impl FnOnce(&[Product]) -> Result<Vec<u8>, E>,
    ) -> Result<Arc<Answer>, E> {
        let earlier = match self.lock().get(&view) {
            Some((from, answer)) if Arc::ptr_eq(from, snapshot) => return Ok(Arc::clone(answer)),
            Some((_, answer)) => Some(Arc::clone(answer)),
            None => None,
        };
        let body = render(snapshot)?;
        let answer = match earlier {
            Some(answer) if answer.identity.body == body => answer,
            _ => Arc::new(Answer::of(body)),
        };
        let mut rendered = self.lock();
        if rendered.len() >= MAX_VIEWS && !rendered.contains_key(&view) {
            rendered.clear();
        }
        rendered.insert(view, (Arc::clone(snapshot), Arc::clone(&answer)));
        Ok(answer)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Rendered> {
        self.rendered.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use std::{cell::Cell, convert::Infallible, io::Read, sync::Arc};

    use super::{CatalogueJson, Coding, MAX_VIEWS, View};

    fn accepted(header: Option<&str>) -> Coding {
        let mut request = actix_web::test::TestRequest::default();
        if let Some(value) = header {
            request = request.insert_header(("Accept-Encoding", value));
        }
        Coding::accepted_by(&request.to_http_request())
    }

    #[test]
    fn brotli_when_taken_else_gzip_else_the_body_as_it_is() {
        for (header, expected) in [
            (None, Coding::Identity),
            (Some(""), Coding::Identity),
            (Some("gzip, deflate, br, zstd"), Coding::Brotli),
            (Some("gzip, deflate"), Coding::Gzip),
            (Some("br;q=0.5, gzip"), Coding::Gzip),
            (Some("br;q=0, *"), Coding::Gzip),
            (Some("*"), Coding::Brotli),
            (Some("identity"), Coding::Identity),
            (Some("gzip;q=0, br;q=0"), Coding::Identity),
            (Some("compress, zstd"), Coding::Identity),
            (Some("ü, 🍕;q=x"), Coding::Identity),
        ] {
            assert_eq!(accepted(header), expected, "{header:?}");
        }
    }

    fn body(answer: &super::Answer, coding: Coding) -> Vec<u8> {
        answer.form(coding).1.to_vec()
    }

    #[test]
    fn a_view_is_serialised_once_per_snapshot_and_compressed_once_per_body() {
        let cache = CatalogueJson::default();
        let (first, second, third) = (
            Arc::new(Vec::new()),
            Arc::new(Vec::new()),
            Arc::new(Vec::new()),
        );
        let renders = Cell::new(0);
        let render = |text: &'static str| {
            let renders = &renders;
            move |_: &[shop_domain::Product]| {
                renders.set(renders.get() + 1);
                Ok::<_, Infallible>(text.repeat(40).into_bytes())
            }
        };

        let a = cache.answer(View::All, &first, render("[\"ä\"]")).unwrap();
        let b = cache.answer(View::All, &first, render("[\"ä\"]")).unwrap();
        let same = cache.answer(View::All, &second, render("[\"ä\"]")).unwrap();
        let other = cache.answer(View::All, &third, render("[\"ö\"]")).unwrap();

        assert_eq!(renders.get(), 3, "once per snapshot");
        assert!(Arc::ptr_eq(&a, &b));
        assert!(
            Arc::ptr_eq(&a, &same),
            "a snapshot read again with the same products keeps its compressed forms"
        );
        assert_ne!(body(&a, Coding::Identity), body(&other, Coding::Identity));
        let (_, _, tag) = a.form(Coding::Identity);
        assert_eq!(tag.to_str().unwrap().len(), 34, "32 hex digits in quotes");
        assert_ne!(
            tag,
            other.form(Coding::Identity).2,
            "another body, another tag"
        );
    }

    #[test]
    fn the_compressed_forms_unpack_to_the_body_and_have_tags_of_their_own() {
        let cache = CatalogueJson::default();
        let json = "{\"name\":\"Magnetkarte – Pizzeria Größe 🍕\"},".repeat(50);
        let answer = cache
            .answer(View::All, &Arc::new(Vec::new()), |_| {
                Ok::<_, Infallible>(json.clone().into_bytes())
            })
            .unwrap();

        let (coding, packed, gz_tag) = answer.form(Coding::Gzip);
        assert_eq!(coding, Coding::Gzip);
        let mut unpacked = String::new();
        flate2::read::GzDecoder::new(&packed[..])
            .read_to_string(&mut unpacked)
            .unwrap();
        assert_eq!(unpacked, json);

        let (coding, packed, br_tag) = answer.form(Coding::Brotli);
        assert_eq!(coding, Coding::Brotli);
        let mut unpacked = String::new();
        brotli::Decompressor::new(&packed[..], 4096)
            .read_to_string(&mut unpacked)
            .unwrap();
        assert_eq!(unpacked, json);
        assert!(packed.len() < json.len() / 10, "{} bytes", packed.len());

        let (_, _, plain_tag) = answer.form(Coding::Identity);
        let hex = plain_tag.to_str().unwrap().trim_matches('"');
        assert_eq!(gz_tag.to_str().unwrap(), format!("\"{hex}-gz\""));
        assert_eq!(br_tag.to_str().unwrap(), format!("\"{hex}-br\""));
        assert_eq!(answer.etags().count(), 3);
    }

    #[test]
    fn a_body_compression_cannot_shrink_is_sent_as_it_is() {
        let cache = CatalogueJson::default();
        let answer = cache
            .answer(View::Product(1), &Arc::new(Vec::new()), |_| {
                Ok::<_, Infallible>(b"{}".to_vec())
            })
            .unwrap();

        for coding in [Coding::Gzip, Coding::Brotli] {
            let (sent_as, body, _) = answer.form(coding);
            assert_eq!((sent_as, &body[..]), (Coding::Identity, &b"{}"[..]));
        }
        assert_eq!(answer.etags().count(), 1);
    }

    #[test]
    fn a_refused_render_keeps_nothing_and_the_map_stays_bounded() {
        let cache = CatalogueJson::default();
        let snapshot = Arc::new(Vec::new());

        assert!(
            cache
                .answer(View::Product(9), &snapshot, |_| Err("nicht gefunden"))
                .is_err()
        );
        for category in 0..1000 {
            cache
                .answer(View::Category(category), &snapshot, |_| {
                    Ok::<_, Infallible>(b"[]".to_vec())
                })
                .unwrap();
        }

        assert!(cache.lock().len() <= MAX_VIEWS);
        assert!(!cache.lock().contains_key(&View::Product(9)));
    }
}
