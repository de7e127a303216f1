//! Pure rules of the PrimeCards shop: money and VAT, processing surcharges,
//! the cart's merge rules, order and payment states, and the value types that
//! hold user input once it has been parsed.
//!
//! Nothing here does I/O or knows about HTTP, databases or serialisation; the
//! other crates translate their own shapes into these types at their edges.
//! Every value type is built through a `parse`/`new` that returns `Result`,
//! so holding one means it already satisfies the rules of the specification.

pub mod cart;
pub mod catalog;
pub mod money;
pub mod order;
pub mod pricing;
pub mod values;

pub use cart::{AddOutcome, Cart, CartLine, LineIdentity, Quantity, QuantityError};
pub use catalog::{
    CategoryId, InvalidProductId, InvalidProductType, InvalidTemplate, Product, ProductId,
    ProductKind, ProductType, Sample, SampleId, TEMPLATE_CATEGORIES, TemplateCategory,
};
pub use money::{Cents, SHIPPING, Totals, VAT_PERCENT, vat_on};
pub use order::{
    AlreadyPaid, InvalidOrderStatus, InvalidOrderType, InvalidPaymentStatus, InvalidRole, OrderId,
    OrderStatus, OrderType, PaymentStatus, Role, TransitionError,
};
pub use pricing::{InvalidProcessing, PricingError, Processing, unit_price};
pub use values::{
    Address, CompanyName, ContactMessage, ContactName, Email, GermanPhone, Password, Remarks,
    SampleNumber, ValueError, WebsiteUrl,
};
