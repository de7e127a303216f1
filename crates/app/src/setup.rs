//! What happens once at start: the administrator from the settings and the
//! demo data for an empty shop.

use std::sync::Arc;

use shop_domain::{Email, Password, Role};
use shop_ports::{Store, StoreError, clock::Clock, read, users::NewUser, write};

use crate::{demo_data, passwords};

/// The administrator named in the settings.
pub struct AdminAccount {
    pub email: Email,
    pub password: Password,
}

#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Unknown(#[from] anyhow::Error),
}

pub struct Setup {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
}

impl Setup {
    pub fn new(store: Arc<dyn Store>, clock: Arc<dyn Clock>) -> Self {
        Self { store, clock }
    }

    /// Creates the admin, or makes the existing account an active admin with
    /// this password. When that changes the account's password, every
    /// session of the account ends: whoever knew the old one is signed out.
    ///
    /// # Errors
    /// Storage or hashing failure.
    pub async fn ensure_admin(&self, admin: AdminAccount) -> Result<(), SetupError> {
        let email = admin.email.clone();
        let existing = read(&*self.store, move |repos| {
            repos.users().find_by_email(&email)
        })
        .await?;
        let existed = existing.is_some();
        let kept_hash = match existing {
            Some(user)
                if passwords::verify_off_executor(
                    user.password_hash.clone(),
                    admin.password.as_str().to_owned(),
                )
                .await? =>
            {
                Some(user.password_hash)
            }
            _ => None,
        };
        // A new admin has no sessions; an existing one whose password differs does.
        let password_changed = existed && kept_hash.is_none();
        let password_hash = match kept_hash {
            Some(hash) => hash,
            None => passwords::hash_off_executor(admin.password).await?,
        };
        let new_admin = NewUser {
            email: admin.email,
            company_name: "PrimeCards Verwaltung".to_owned(),
            phone: String::new(),
            password_hash,
            role: Role::Admin,
            active: true,
            created_at: self.clock.now(),
        };
        let ended = write(&*self.store, move |repos| {
            let admin = repos.users().upsert_admin(&new_admin)?;
            if password_changed {
                return repos.sessions().delete_for_user(admin.id);
            }
            Ok(0)
        })
        .await?;
        if ended > 0 {
            tracing::info!(
                ended,
                "the administrator's password changed: its sessions ended"
            );
        }
        Ok(())
    }

    /// Seeds the demo catalogue and samples when there are no products yet;
    /// returns whether it did. Runs in one transaction, so a crash never leaves half a catalogue.
    ///
    /// # Errors
    /// Storage failure.
    pub async fn seed_demo_data(&self) -> Result<bool, SetupError> {
        let now = self.clock.now();
        let samples = demo_data::samples(now).map_err(|e| anyhow::anyhow!("demo sample: {e}"))?;
        let seeded = write(&*self.store, move |repos| {
            if repos.products().count()? > 0 {
                return Ok(false);
            }
            for product in demo_data::products() {
                repos.products().insert(&product)?;
            }
            if repos.samples().count()? == 0 {
                for sample in &samples {
                    repos.samples().insert(sample)?;
                }
            }
            Ok(true)
        })
        .await?;
        Ok(seeded)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use shop_domain::{Email, Password, Product, ProductId, Role, Sample, SampleId};
    use shop_ports::{clock::MockClock, testing::MockRepos};

    use super::{AdminAccount, Setup};

    fn clock() -> Arc<MockClock> {
        let mut clock = MockClock::new();
        clock
            .expect_now()
            .returning(|| chrono::DateTime::UNIX_EPOCH.naive_utc());
        Arc::new(clock)
    }

    #[tokio::test]
    async fn seeding_an_empty_shop_inserts_seven_products_and_three_samples() {
        let mut repos = MockRepos::default();
        repos.products.expect_count().returning(|| Ok(0));
        repos.samples.expect_count().returning(|| Ok(0));
        repos.products.expect_insert().times(7).returning(|new| {
            Ok(Product {
                id: ProductId::parse(1).unwrap(),
                name: new.name.clone(),
                description: new.description.clone(),
                price: new.price,
                category: new.category,
                kind: new.kind,
                packing: new.packing,
                image: new.image.clone(),
                image_pack: new.image_pack.clone(),
                relative_price: new.relative_price,
                special_offer: new.special_offer.clone(),
                artikel_num: new.artikel_num.clone(),
                cards_per_pack: new.cards_per_pack,
            })
        });
        repos.samples.expect_insert().times(3).returning(|new| {
            Ok(Sample {
                id: SampleId::new(1),
                muster_number: new.muster_number.clone(),
                restaurant_name: new.restaurant_name.clone(),
                sample_image: new.sample_image.clone(),
            })
        });
        let setup = Setup::new(Arc::new(repos.into_store()), clock());

        assert!(setup.seed_demo_data().await.unwrap());
    }

    #[tokio::test]
    async fn seeding_a_shop_with_products_changes_nothing() {
        let mut repos = MockRepos::default();
        repos.products.expect_count().returning(|| Ok(3));
        repos.products.expect_insert().never();
        let setup = Setup::new(Arc::new(repos.into_store()), clock());

        assert!(!setup.seed_demo_data().await.unwrap());
    }

    #[tokio::test]
    async fn ensure_admin_stores_an_active_admin_with_a_hash_not_the_password() {
        let mut repos = MockRepos::default();
        repos.users.expect_find_by_email().returning(|_| Ok(None));
        repos
            .users
            .expect_upsert_admin()
            .withf(|user| {
                user.role == Role::Admin
                    && user.active
                    && user.password_hash.starts_with("$argon2id$")
                    && !user.password_hash.contains("admin-secret")
            })
            .times(1)
            .returning(|user| {
                Ok(shop_ports::users::User {
                    id: shop_ports::users::UserId::new(1),
                    email: user.email.clone(),
                    company_name: user.company_name.clone(),
                    phone: user.phone.clone(),
                    password_hash: user.password_hash.clone(),
                    role: user.role,
                    active: user.active,
                    created_at: user.created_at,
                    address: None,
                })
            });
        let setup = Setup::new(Arc::new(repos.into_store()), clock());
        let admin = AdminAccount {
            email: Email::parse("admin@example.test").unwrap(),
            password: Password::parse("admin-secret").unwrap(),
        };

        setup.ensure_admin(admin).await.unwrap();
    }

    fn stored_admin(password: &str) -> shop_ports::users::User {
        shop_ports::users::User {
            id: shop_ports::users::UserId::new(7),
            email: Email::parse("admin@example.test").unwrap(),
            company_name: "PrimeCards Verwaltung".into(),
            phone: String::new(),
            password_hash: crate::passwords::hash(&Password::parse(password).unwrap()).unwrap(),
            role: Role::Admin,
            active: true,
            created_at: chrono::DateTime::UNIX_EPOCH.naive_utc(),
            address: None,
        }
    }

    async fn restart_with(stored_password: &'static str, sessions_ended: usize) {
        let mut repos = MockRepos::default();
        repos
            .users
            .expect_find_by_email()
            .returning(move |_| Ok(Some(stored_admin(stored_password))));
        repos
            .users
            .expect_upsert_admin()
            .returning(move |_| Ok(stored_admin(stored_password)));
        repos
            .sessions
            .expect_delete_for_user()
            .withf(|id| id.get() == 7)
            .times(sessions_ended)
            .returning(|_| Ok(2));
        let setup = Setup::new(Arc::new(repos.into_store()), clock());

        setup
            .ensure_admin(AdminAccount {
                email: Email::parse("admin@example.test").unwrap(),
                password: Password::parse("neues-geheimnis").unwrap(),
            })
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_changed_admin_password_ends_the_admins_sessions() {
        restart_with("altes-geheimnis", 1).await;
    }

    #[tokio::test]
    async fn a_restart_with_the_same_admin_password_keeps_the_sessions() {
        restart_with("neues-geheimnis", 0).await;
    }
}
