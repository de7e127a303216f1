//! Image hosts behind the `ImageHost` port.
//!
//! - [`LocalDiskImageHost`]: files under the data folder, served by the API
//!   under `/uploads/`; the default.
//! - [`CloudinaryImageHost`]: signed uploads to Cloudinary (or a service
//!   speaking its upload API), chosen when `CLOUDINARY_URL` is set, so several
//!   API instances share one image store.
//!
//! [`DecodingInspector`] checks uploads by content before either host sees them.

mod cloudinary;
mod inspect;
mod local_disk;

pub use cloudinary::CloudinaryImageHost;
pub use inspect::{DecodingInspector, MAX_SIDE};
pub use local_disk::LocalDiskImageHost;
