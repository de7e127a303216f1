//! Who may see an order: its owner, the browser session that placed it as a
//! guest or followed its payment link, or an admin. Checkout, documents,
//! proofs and the local payment page all ask here.

use shop_domain::{OrderId, UserId};
use shop_ports::orders::Order;

/// Who asks about an order: its owner, the browser session that placed it as
/// a guest or followed its payment link, or an admin may; anyone else learns
/// nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Requester {
    pub user: Option<UserId>,
    pub is_admin: bool,
    /// Orders this browser session placed as a guest.
    pub guest_orders: Vec<OrderId>,
}

impl Requester {
    /// `guest_orders` holds only orders this browser session placed or
    /// opened through a mailed payment link: it lives in the server-side
    /// session, never in anything the client sends.
    pub fn may_see(&self, order: &Order) -> bool {
        self.is_admin
            || self.guest_orders.contains(&order.id)
            || order.user_id.is_some_and(|owner| self.user == Some(owner))
    }
}
