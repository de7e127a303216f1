//! The proof renderer's cores, shared by two kinds of work: what a paying
//! customer waits for (the first proofs after a payment, a proof opened in
//! the browser) and revisions, which one buyer can ask for over and over.
//! Revisions render one at a time and only while no urgent render waits,
//! so they always queue behind the others and never take more than a core.

use std::sync::{
    Arc,
    atomic::{AtomicUsize, Ordering},
};

use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

/// Which queue a render joins.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenderPriority {
    /// Someone waits for it: proofs after a payment, a proof opened.
    Urgent,
    /// A revision: behind every urgent render, one at a time.
    Revision,
}

/// A held slot; the render runs while it lives.
pub struct RenderSlot {
    _permit: OwnedSemaphorePermit,
    _lane: Option<OwnedSemaphorePermit>,
}

pub struct RenderSlots {
    slots: Arc<Semaphore>,
    /// One revision at a time, whatever the number of cores.
    revision_lane: Arc<Semaphore>,
    /// Urgent renders waiting for a slot; revisions wait while any do.
    urgent_waiting: AtomicUsize,
    urgent_done: Notify,
}

impl RenderSlots {
    pub fn new(cores: usize) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(cores.max(1))),
            revision_lane: Arc::new(Semaphore::new(1)),
            urgent_waiting: AtomicUsize::new(0),
            urgent_done: Notify::new(),
        }
    }

    /// Waits for a slot in `priority`'s queue.
    ///
    /// # Errors
    /// Only if the semaphores were closed, which the shop never does.
    pub async fn acquire(
        &self,
        priority: RenderPriority,
    ) -> Result<RenderSlot, tokio::sync::AcquireError> {
        match priority {
            RenderPriority::Urgent => {
                self.urgent_waiting.fetch_add(1, Ordering::SeqCst);
                let permit = Arc::clone(&self.slots).acquire_owned().await;
                if self.urgent_waiting.fetch_sub(1, Ordering::SeqCst) == 1 {
                    self.urgent_done.notify_waiters();
                }
                Ok(RenderSlot {
                    _permit: permit?,
                    _lane: None,
                })
            }
            RenderPriority::Revision => {
                let lane = Arc::clone(&self.revision_lane).acquire_owned().await?;
                loop {
                    let urgent_finished = self.urgent_done.notified();
                    if self.urgent_waiting.load(Ordering::SeqCst) > 0 {
                        urgent_finished.await;
                        continue;
                    }
                    let permit = Arc::clone(&self.slots).acquire_owned().await?;
                    // An urgent render that queued meanwhile goes first.
                    if self.urgent_waiting.load(Ordering::SeqCst) == 0 {
                        return Ok(RenderSlot {
                            _permit: permit,
                            _lane: Some(lane),
                        });
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::{RenderPriority, RenderSlots};

    #[tokio::test]
    async fn a_revision_waits_for_every_urgent_render_queued_before_or_while_it_waits() {
        let slots = Arc::new(RenderSlots::new(1));
        let busy = slots.acquire(RenderPriority::Urgent).await.unwrap();
        let (order_tx, mut order_rx) = tokio::sync::mpsc::unbounded_channel();
        let revision = {
            let (slots, order) = (Arc::clone(&slots), order_tx.clone());
            tokio::spawn(async move {
                let _slot = slots.acquire(RenderPriority::Revision).await.unwrap();
                order.send("revision").unwrap();
            })
        };
        // The revision is queued first; the urgent render queues after it.
        tokio::task::yield_now().await;
        let urgent = {
            let (slots, order) = (Arc::clone(&slots), order_tx.clone());
            tokio::spawn(async move {
                let _slot = slots.acquire(RenderPriority::Urgent).await.unwrap();
                order.send("urgent").unwrap();
            })
        };
        while slots
            .urgent_waiting
            .load(std::sync::atomic::Ordering::SeqCst)
            == 0
        {
            tokio::task::yield_now().await;
        }

        drop(busy);
        urgent.await.unwrap();
        revision.await.unwrap();

        assert_eq!(order_rx.recv().await, Some("urgent"));
        assert_eq!(order_rx.recv().await, Some("revision"));
    }

    #[tokio::test]
    async fn revisions_take_one_core_at_a_time() {
        let slots = RenderSlots::new(2);

        let first = slots.acquire(RenderPriority::Revision).await.unwrap();
        let second = tokio::time::timeout(
            std::time::Duration::ZERO,
            slots.acquire(RenderPriority::Revision),
        )
        .await;
        let urgent = slots.acquire(RenderPriority::Urgent).await;

        assert!(second.is_err(), "the second revision waits for the first");
        assert!(urgent.is_ok(), "the other core stays free for urgent work");
        drop(first);
    }
}
