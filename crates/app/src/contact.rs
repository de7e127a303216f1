//! The contact form: a message is checked against the form's rules and kept
//! for the back-office.

use std::sync::Arc;

use shop_domain::{ContactMessage, ContactName, Email, Phone, ValueError};
use shop_ports::{
    Store, StoreError, TxError,
    clock::Clock,
    messages::{self, NewMessage},
    transaction,
};

/// The form as the client sends it; untrusted text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MessageRequest {
    pub name: String,
    pub email: String,
    pub phone: String,
    pub message: String,
}

#[derive(Debug, thiserror::Error)]
pub enum SaveMessageError {
    #[error("{field}: {error}")]
    Invalid {
        field: &'static str,
        error: ValueError,
    },
    #[error(transparent)]
    Unknown(#[from] StoreError),
}

fn checked<T>(field: &'static str, parsed: Result<T, ValueError>) -> Result<T, SaveMessageError> {
    parsed.map_err(|error| SaveMessageError::Invalid { field, error })
}

#[derive(Clone)]
pub struct Contact {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Contact {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// Stores a message. It is kept as plain text; whoever shows it escapes it.
    ///
    /// # Errors
    /// [`SaveMessageError::Invalid`] naming the first bad field.
    pub async fn save(
        &self,
        request: MessageRequest,
    ) -> Result<messages::ContactMessage, SaveMessageError> {
        let message = NewMessage {
            name: checked("Name", ContactName::parse(&request.name))?.to_string(),
            email: checked("E-Mail", Email::parse(&request.email))?.to_string(),
            phone: checked("Telefonnummer", Phone::parse(&request.phone))?.to_string(),
            message: checked("Nachricht", ContactMessage::parse(&request.message))?.to_string(),
            created_at: self.clock.now(),
        };
        transaction(&*self.store, move |repos| {
            repos
                .messages()
                .insert(&message)
                .map_err(TxError::<std::convert::Infallible>::Store)
        })
        .await
        .map_err(|error| match error {
            TxError::Store(store) => SaveMessageError::Unknown(store),
            TxError::Rule(never) => match never {},
        })
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_ports::{clock::MockClock, messages::ContactMessage, testing::MockRepos};

    use super::{Contact, MessageRequest, SaveMessageError};

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc());
        Arc::new(clock)
    }

    fn request() -> MessageRequest {
        MessageRequest {
            name: " Maria Rossi ".into(),
            email: "maria@pizzeria-roma.de".into(),
            phone: "+49 2161 123456".into(),
            message: "<b>Hallo</b>, bitte rufen Sie mich an.".into(),
        }
    }

    #[tokio::test]
    async fn a_valid_message_is_stored_trimmed_and_as_written() {
        let mut repos = MockRepos::default();
        repos
            .messages
            .expect_insert()
            .withf(|message| {
                message.name == "Maria Rossi"
                    && message.message == "<b>Hallo</b>, bitte rufen Sie mich an."
            })
            .times(1)
            .returning(|message| {
                Ok(ContactMessage {
                    id: 1,
                    name: message.name.clone(),
                    email: message.email.clone(),
                    phone: message.phone.clone(),
                    message: message.message.clone(),
                    created_at: message.created_at,
                })
            });

        let saved = Contact::new(Arc::new(repos.into_store()), clock())
            .save(request())
            .await
            .unwrap();

        assert_eq!(saved.id, 1);
    }

    #[tokio::test]
    async fn every_rule_of_the_form_is_enforced_before_anything_is_stored() {
        type BreakIt = fn(&mut MessageRequest);
        let cases: [(BreakIt, &str); 5] = [
            (|r| r.name = "x".repeat(31), "Name"),
            (|r| r.email = "maria@".into(), "E-Mail"),
            (|r| r.phone = "0".repeat(21), "Telefonnummer"),
            (|r| r.message = "x".repeat(256), "Nachricht"),
            (|r| r.message = "  ".into(), "Nachricht"),
        ];
        for (break_it, field) in cases {
            let mut repos = MockRepos::default();
            repos.messages.expect_insert().never();
            let mut bad = request();
            break_it(&mut bad);

            let result = Contact::new(Arc::new(repos.into_store()), clock())
                .save(bad)
                .await;

            assert!(
                matches!(&result, Err(SaveMessageError::Invalid { field: f, .. }) if *f == field),
                "{field}: {result:?}"
            );
        }
    }
}
