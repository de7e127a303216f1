//! The catalogue's answers, serialised once per catalogue snapshot with
//! their entity tag. Every tab and product page asks for the same few
//! lists; serialising them again for each request was most of the work left
//! once the catalogue was read from a snapshot. The tag is the body's
//! SHA-256, so every instance gives the same body the same tag.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
};

use actix_web::{http::header::HeaderValue, web::Bytes};
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

/// A bound on the views kept: category ids come from the URL, so an
/// unbounded map could be filled by anyone.
const MAX_VIEWS: usize = 64;

/// A serialised answer and its strong entity tag (`"<hex>"`).
#[derive(Debug, Clone)]
pub struct Answer {
    pub body: Bytes,
    pub etag: HeaderValue,
}

impl Answer {
    fn of(body: Vec<u8>) -> Self {
        let digest = Sha256::digest(&body);
        // Half the digest is plenty to tell two catalogues apart.
        let hex: String = digest[..16]
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect();
        Self {
            etag: HeaderValue::from_str(&format!("\"{hex}\""))
                .unwrap_or_else(|_| HeaderValue::from_static("\"\"")),
            body: Bytes::from(body),
        }
    }
}

/// Each view's answer and the snapshot it was serialised from.
type Rendered = HashMap<View, (Arc<Vec<Product>>, Answer)>;

#[derive(Default)]
pub struct CatalogueJson {
    rendered: Mutex<Rendered>,
}

impl CatalogueJson {
    /// The body of `view` for this snapshot, serialised by `render` only
    /// when this snapshot has not been serialised for `view` yet. `render`
    /// may refuse (e.g. an unknown product); nothing is kept then.
    ///
    /// # Errors
    /// What `render` returns.
    pub fn answer<E>(
        &self,
        view: View,
        snapshot: &Arc<Vec<Product>>,
        render: impl FnOnce(&[Product]) -> Result<Vec<u8>, E>,
    ) -> Result<Answer, E> {
        if let Some((from, answer)) = self.lock().get(&view)
            && Arc::ptr_eq(from, snapshot)
        {
            return Ok(answer.clone());
        }
        let answer = Answer::of(render(snapshot)?);
        let mut rendered = self.lock();
        if rendered.len() >= MAX_VIEWS && !rendered.contains_key(&view) {
            rendered.clear();
        }
        rendered.insert(view, (Arc::clone(snapshot), answer.clone()));
        Ok(answer)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Rendered> {
        self.rendered.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use std::{cell::Cell, convert::Infallible, sync::Arc};

    use super::{CatalogueJson, MAX_VIEWS, View};

    #[test]
    fn a_view_is_serialised_once_per_snapshot() {
        let cache = CatalogueJson::default();
        let (first, second) = (Arc::new(Vec::new()), Arc::new(Vec::new()));
        let renders = Cell::new(0);
        let render = |_: &[shop_domain::Product]| {
            renders.set(renders.get() + 1);
            Ok::<_, Infallible>(format!("[{}]", renders.get()).into_bytes())
        };

        let a = cache.answer(View::All, &first, render).unwrap();
        let b = cache.answer(View::All, &first, render).unwrap();
        let c = cache.answer(View::All, &second, render).unwrap();

        assert_eq!(
            (&a.body[..], &b.body[..], &c.body[..]),
            (&b"[1]"[..], &b"[1]"[..], &b"[2]"[..])
        );
        assert_eq!(renders.get(), 2);
        assert_eq!(a.etag, b.etag);
        assert_ne!(a.etag, c.etag, "another body, another tag");
        assert_eq!(
            a.etag.to_str().unwrap().len(),
            34,
            "32 hex digits in quotes"
        );
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
