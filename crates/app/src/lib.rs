//! The shop's use cases. Each service holds the ports it needs and returns
//! one error enum per operation; storage failures travel as `Unknown`.

pub mod accounts;
pub mod catalog;
pub mod demo_data;
pub mod mail_outbox;
pub mod passwords;
pub mod samples;
pub mod setup;
pub mod throttle;
pub mod wishlist;

pub use accounts::{Accounts, ActivationError, ResetError, SignInError, SignUp, SignUpError};
pub use catalog::{Catalog, ProductLookupError};
pub use mail_outbox::MailOutbox;
pub use samples::{SampleLookupError, Samples};
pub use setup::{AdminAccount, Setup, SetupError};
pub use throttle::{Limit, Throttle, ThrottleError};
pub use wishlist::{AddWishError, RemoveWishError, Wishlist};
