//! Pure rules of the PrimeCards shop: money and VAT, processing surcharges,
//! products with their kind and packing rule, the order aggregate with its
//! typed lines and delivery address, accounts, and the value types that hold
//! user input once it has been parsed.
//!
//! Nothing here does I/O or knows about HTTP, databases or serialisation; the
//! other crates translate their own shapes into these types at their edges.
//! Every value type is built through a `parse`/`new` that returns `Result`,
//! so holding one means it already satisfies the rules of the specification.

pub mod berlin;
pub mod buyer;
pub mod catalog;
pub mod default_interest;
pub mod delivery_promise;
pub mod eu;
pub mod express;
#[cfg(any(test, feature = "fixtures"))]
pub mod fixtures;
pub mod giro_code;
pub mod iban;
pub mod invoice;
pub mod invoice_terms;
pub mod job;
pub mod line;
pub mod money;
pub mod new_order;
pub mod order;
pub mod order_cancellation;
pub mod order_ids;
pub mod order_steps;
pub mod orientation;
pub mod pack;
pub mod payment_reminder;
pub mod payment_status;
pub mod pricing;
pub mod print;
pub mod qr_link;
pub mod quantity;
pub mod shipping;
pub mod tax_treatment;
pub mod text;
pub mod user;
pub mod value_error;
pub mod values;
pub mod vat_check;
pub mod voucher;
pub mod working_days;
pub mod zm;

pub use buyer::{AccountBuyer, OrderBuyer};
pub use catalog::{
    CategoryId, InvalidPackingRule, InvalidProductId, InvalidProductKind, InvalidProductType,
    InvalidTemplate, PackingRule, Product, ProductId, ProductKind, ProductType, Sample, SampleId,
    TEMPLATE_CATEGORIES, TEMPLATE_LABELS, TemplateCategory,
};
pub use eu::MemberState;
pub use invoice::{
    Buyer, DocumentKind, DocumentNumber, InvoiceDocument, InvoiceError, InvoiceLine,
    InvoiceReference, Seller, Settlement,
};
pub use line::{
    BottleOpenerDesign, CardDesign, ForeignImage, HostedImage, LineDesign, LineError, LineForm,
    LogoRule, NewOrderLine, OrderLine,
};
pub use money::{Cents, SHIPPING, Totals, VAT_PERCENT, vat_on};
pub use new_order::{NewOrder, TotalsOverflow, totals_of};
pub use order::{
    AlreadyPaid, InvalidOrderStatus, InvalidOrderType, InvalidPaymentStatus, OnInvoice, Order,
    OrderStatus, OrderType, PaymentStatus, StatusChangeError, TransitionError,
};
pub use order_cancellation::CancellationRefused;
pub use order_ids::{OrderId, OrderLineId};
pub use order_steps::{
    CANCELLATION_WINDOW, Carrier, InvalidCarrier, InvalidTrackingNumber, OrderSteps, Shipment,
    TimelineStep, TrackingNumber,
};
pub use orientation::Orientation;
pub use pack::{CARDS_PER_PACK_MAX, CardsPerPack, InvalidCardsPerPack, PackCount, SalesUnit};
pub use pricing::{InvalidProcessing, PricingError, Processing, unit_price};
pub use print::{LogoPrintRule, LogoResolution, LogoTooSmall};
pub use quantity::{Quantity, QuantityError};
pub use shipping::{
    BillingAddress, BillingForm, ShippingAddress, ShippingError, ShippingForm, field_message,
};
pub use tax_treatment::{BuyerVatNumber, TaxCategory, VatNumberNeeded, tax_treatment};
pub use text::{TextKind, printable};
pub use user::{InvalidRole, Role, User, UserId};
pub use value_error::ValueError;
pub use values::{
    ADDRESS_PRINT_VECTORS, Address, City, CompanyName, ContactMessage, ContactName, ContactPerson,
    Email, LegalName, OrderReference, PHONE_VECTORS, Password, Phone, Remarks, RestaurantName,
    SampleNumber, Street, VatId, WebsiteUrl, ZipCode,
};
pub use vat_check::{FieldMatch, RegistryAnswer, VatEvidence, VatVerdict};
