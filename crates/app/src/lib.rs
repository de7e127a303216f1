//! The shop's use cases. Each service holds the ports it needs and returns
//! one error enum per operation; storage failures travel as `Unknown`.

pub mod accounts;
pub mod approval_links;
pub mod back_office;
pub mod cancellation;
pub mod catalog;
pub mod checkout;
pub mod contact;
pub mod customer_orders;
pub mod delivery_promises;
pub mod demo_data;
pub mod digests;
pub mod express_refunds;
pub mod front_end;
pub mod fulfilment;
pub mod invoice_issuing;
pub mod invoicing;
pub mod job_handlers;
pub mod jobs;
pub mod legal;
pub mod line_checks;
pub mod local_payment;
pub mod mail_outbox;
pub mod operations;
pub mod order_access;
mod order_mails;
pub mod passwords;
pub mod pay_on_invoice;
pub mod privacy;
pub mod production;
pub mod profile;
pub mod proof_approval;
mod proof_cache;
pub mod qr_links;
pub mod render_slots;
pub mod reports;
pub mod samples;
pub mod scan_counts;
pub mod setup;
pub mod tax_office;
pub mod terms_file;
pub mod throttle;
pub mod uploads;
pub mod vouchers;
pub mod wishlist;

pub use accounts::{Accounts, ActivationError, ResetError, SignInError, SignUp, SignUpError};
pub use approval_links::ApprovalLinks;
pub use back_office::{
    BackOffice, OrderDetails, OrderDetailsError, PaymentLinkError, PaymentLinks, SampleError,
    UpdateStatusError,
};
pub use cancellation::{CancelError, InterruptedRefunds, LateRefundError};
pub use catalog::{
    CATALOGUE_FRESHNESS, Catalog, ProductEdit, ProductLookupError, ProductUpdateError,
};
pub use checkout::{
    Checkout, ReturnUrls,
    payment_sessions::{OpenPaymentError, PaymentState, PaymentStatusError},
    placing::{IdempotencyKey, MAX_LINES, Orderer, PlaceOrder, PlaceOrderError},
};
pub use contact::{Contact, MessageRequest, SaveMessageError};
pub use customer_orders::{CustomerOrders, DocumentError, OrderLinesError};
pub use fulfilment::{FulfilError, FulfilOutcome, Fulfilment, PaymentReceived, RetryLinks};
pub use invoice_issuing::{InvoiceIssuing, InvoiceOutcome};
pub use invoicing::Invoicing;
pub use local_payment::{LOCAL_PROVIDER, LocalCheckout, LocalPayment};
pub use mail_outbox::MailOutbox;
pub use order_access::Requester;
pub use privacy::{DeleteAccountError, PersonalData, Privacy, RetentionPolicy, RetentionReport};
pub use production::{Production, ProofError};
pub use proof_approval::{
    ApprovalError, ApprovalLinkError, Approved, DesignChange, MAX_PROOF_VERSIONS, ProofApprovals,
    ReviseError, SeenVersion,
};
pub use samples::{SampleLookupError, Samples};
pub use setup::{AdminAccount, Setup, SetupError};
pub use tax_office::{TaxDecision, TaxOffice, TaxRefusal, VatRefusal};
pub use throttle::{Admission, Limit, Throttle, ThrottleError};
pub use uploads::{UploadError, Uploads};
pub use wishlist::{AddWishError, RemoveWishError, Wishlist};
