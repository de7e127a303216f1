//! Rendered proofs kept in memory, so asking again for a proof serves bytes
//! instead of rendering it again. A line's design changes only by a
//! revision after the payment, and from then on the stored proof versions
//! are served, so a line's rendered proof stays true; an order's is kept
//! under the digest of its lines' designs, so a revision is a new key. The
//! cache only has to stay within its byte budget. Per instance, like the
//! catalogue snapshot: every instance renders the same bytes from the same
//! design. Two first requests for one proof render it once: the second waits
//! for the first's render ([`ProofCache::get_or_render`]).

use std::{
    collections::{HashMap, VecDeque},
    future::Future,
    sync::{Arc, Mutex, PoisonError},
};

use shop_domain::{OrderId, OrderLineId};

/// What a cached PDF is the proof of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum ProofKey {
    Line(OrderLineId),
    /// Every design line of the order, one page each, for these designs
    /// (a digest of the lines' designs in order).
    Order(OrderId, u64),
    /// A PNG of a proof: a digest of the PDF's bytes, and the width in pixels.
    Picture(u64, u32),
}

/// The proofs most recently rendered, at most `budget` bytes together;
/// the oldest go first.
pub(crate) struct ProofCache {
    budget: usize,
    state: Mutex<Entries>,
    /// The keys being rendered now; a request for one waits for its render.
    flights: Mutex<HashMap<ProofKey, Arc<tokio::sync::Mutex<()>>>>,
}

#[derive(Default)]
struct Entries {
    bytes: usize,
    pdfs: HashMap<ProofKey, Arc<[u8]>>,
    /// Keys oldest first; a key appears once.
    order: VecDeque<ProofKey>,
}

impl ProofCache {
    pub(crate) fn new(budget: usize) -> Self {
        Self {
            budget,
            state: Mutex::new(Entries::default()),
            flights: Mutex::default(),
        }
    }

    /// The proof under `key`, rendered by `render` when it is not kept. While
    /// one request renders it, another for the same key waits and is served
    /// the result (single flight): a big order's first proof is rendered once
    /// however many ask for it at the same moment.
    ///
    /// # Errors
    /// What `render` returns; a waiting request then tries itself.
    pub(crate) async fn get_or_render<E, F, Fut>(
        &self,
        key: ProofKey,
        render: F,
    ) -> Result<Arc<[u8]>, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Arc<[u8]>, E>>,
    {
        if let Some(kept) = self.get(key) {
            return Ok(kept);
        }
        let flight = Arc::clone(
            self.flights
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .entry(key)
                .or_default(),
        );
        let outcome = {
            let _turn = flight.lock().await;
            match self.get(key) {
                Some(rendered_meanwhile) => Ok(rendered_meanwhile),
                None => render().await.inspect(|pdf| self.put(key, Arc::clone(pdf))),
            }
        };
        let mut flights = self.flights.lock().unwrap_or_else(PoisonError::into_inner);
        // The map's and this request's: nobody else waits on this flight.
        if Arc::strong_count(&flight) == 2 {
            flights.remove(&key);
        }
        outcome
    }

    pub(crate) fn get(&self, key: ProofKey) -> Option<Arc<[u8]>> {
        let entries = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        entries.pdfs.get(&key).cloned()
    }

    /// Keeps `pdf` under `key`, dropping the oldest proofs until it fits; a
    /// proof larger than the whole budget is not kept.
    pub(crate) fn put(&self, key: ProofKey, pdf: Arc<[u8]>) {
        if pdf.len() > self.budget {
            return;
        }
        let mut entries = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(previous) = entries.pdfs.remove(&key) {
            entries.bytes -= previous.len();
            entries.order.retain(|kept| *kept != key);
        }
        while entries.bytes + pdf.len() > self.budget {
            let Some(oldest) = entries.order.pop_front() else {
                break;
            };
            if let Some(dropped) = entries.pdfs.remove(&oldest) {
                entries.bytes -= dropped.len();
            }
        }
        entries.bytes += pdf.len();
        entries.order.push_back(key);
        entries.pdfs.insert(key, pdf);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    };

    use shop_domain::{OrderId, OrderLineId};
    use tokio::sync::Notify;

    use super::{ProofCache, ProofKey};

    fn pdf(len: usize) -> Arc<[u8]> {
        vec![b'%'; len].into()
    }

    #[test]
    fn a_kept_proof_is_served_until_newer_ones_need_its_room() {
        let cache = ProofCache::new(100);
        let (first, second, third) = (
            ProofKey::Line(OrderLineId::new(1)),
            ProofKey::Order(OrderId::new(1), 0),
            ProofKey::Line(OrderLineId::new(2)),
        );
        cache.put(first, pdf(40));
        cache.put(second, pdf(40));
        assert_eq!(cache.get(first).map(|bytes| bytes.len()), Some(40));

        cache.put(third, pdf(40));

        assert!(cache.get(first).is_none(), "the oldest made room");
        assert!(cache.get(second).is_some() && cache.get(third).is_some());
    }

    #[test]
    fn a_proof_larger_than_the_budget_is_not_kept_and_evicts_nothing() {
        let cache = ProofCache::new(100);
        let kept = ProofKey::Line(OrderLineId::new(1));
        cache.put(kept, pdf(60));

        cache.put(ProofKey::Order(OrderId::new(9), 0), pdf(101));

        assert!(cache.get(ProofKey::Order(OrderId::new(9), 0)).is_none());
        assert!(cache.get(kept).is_some());
    }

    #[tokio::test]
    async fn two_first_requests_at_the_same_moment_render_once() {
        let cache = Arc::new(ProofCache::new(1_000));
        let key = ProofKey::Order(OrderId::new(7), 42);
        let renders = Arc::new(AtomicUsize::new(0));
        let (started, release) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
        let request = |cache: Arc<ProofCache>| {
            let (renders, started, release) = (
                Arc::clone(&renders),
                Arc::clone(&started),
                Arc::clone(&release),
            );
            async move {
                cache
                    .get_or_render::<(), _, _>(key, || async move {
                        renders.fetch_add(1, Ordering::SeqCst);
                        started.notify_one();
                        // Held until both requests are in: the second must wait, not render.
                        release.notified().await;
                        Ok(pdf(10))
                    })
                    .await
            }
        };

        let first = tokio::spawn(request(Arc::clone(&cache)));
        started.notified().await;
        let second = tokio::spawn(request(Arc::clone(&cache)));
        // The second request is waiting for the first's render (its flight is shared).
        while Arc::strong_count(&cache.flights.lock().unwrap()[&key]) < 3 {
            tokio::task::yield_now().await;
        }
        release.notify_one();

        assert_eq!(first.await.unwrap().unwrap().len(), 10);
        assert_eq!(second.await.unwrap().unwrap().len(), 10);
        assert_eq!(renders.load(Ordering::SeqCst), 1, "rendered once");
        assert!(
            cache.flights.lock().unwrap().is_empty(),
            "no flight left behind"
        );
    }

    #[tokio::test]
    async fn a_failed_render_is_not_kept_and_the_next_request_renders_again() {
        let cache = ProofCache::new(1_000);
        let key = ProofKey::Line(OrderLineId::new(3));
        let failed = cache
            .get_or_render(key, || async { Err::<Arc<[u8]>, _>("logo missing") })
            .await;
        assert_eq!(failed, Err("logo missing"));

        let rendered = cache
            .get_or_render::<&str, _, _>(key, || async { Ok(pdf(5)) })
            .await;
        assert_eq!(rendered.unwrap().len(), 5);
    }

    #[test]
    fn putting_a_key_again_replaces_it_without_counting_it_twice() {
        let cache = ProofCache::new(100);
        let key = ProofKey::Line(OrderLineId::new(1));
        cache.put(key, pdf(60));
        cache.put(key, pdf(60));
        cache.put(ProofKey::Line(OrderLineId::new(2)), pdf(40));

        assert!(cache.get(key).is_some());
    }
}
