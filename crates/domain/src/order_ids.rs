//! The identifiers of orders and their lines: an order knows its lines and a
//! line names its order, so both ids live apart from either.

use std::fmt;

/// The identifier of an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrderId(i64);

impl OrderId {
    /// Wraps a raw id.
    pub const fn new(raw: i64) -> Self {
        OrderId(raw)
    }

    /// The raw id.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for OrderId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// The identifier of an order line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OrderLineId(i64);

impl OrderLineId {
    /// Wraps a raw id.
    pub const fn new(raw: i64) -> Self {
        OrderLineId(raw)
    }

    /// The raw id.
    pub fn get(self) -> i64 {
        self.0
    }
}

impl fmt::Display for OrderLineId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
