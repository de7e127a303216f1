//! Messages sent through the contact form.

use chrono::NaiveDateTime;

use crate::{Page, PageRequest, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMessage {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    pub created_at: NaiveDateTime,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContactMessage {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
    pub created_at: NaiveDateTime,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait MessageRepository {
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn insert(&mut self, message: &NewMessage) -> Result<ContactMessage, StoreError>;

    /// Newest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_page(&mut self, page: PageRequest) -> Result<Page<ContactMessage>, StoreError>;

    /// Every message sent with this e-mail address, oldest first.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn list_by_email(&mut self, email: &str) -> Result<Vec<ContactMessage>, StoreError>;

    /// Deletes messages received before `before`; returns how many.
    ///
    /// # Errors
    /// [`StoreError::Unknown`] on storage failure.
    fn delete_before(&mut self, before: NaiveDateTime) -> Result<u64, StoreError>;
}
