//! Rendered proofs kept in memory, so asking again for a proof serves bytes
//! instead of rendering it again. A line's design changes only by a
//! revision after the payment, and from then on the stored proof versions
//! are served, so a line's rendered proof stays true; an order's is kept
//! under the digest of its lines' designs, so a revision is a new key. The
//! cache only has to stay within its byte budget. Per instance, like the
//! catalogue snapshot: every instance renders the same bytes from the same
//! design.

use std::{
    collections::{HashMap, VecDeque},
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
        }
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
    use std::sync::Arc;

    use shop_domain::{OrderId, OrderLineId};

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
