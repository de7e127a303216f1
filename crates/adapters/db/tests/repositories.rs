//! The repository contract, checked on SQLite and on PostgreSQL alike.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use chrono::{NaiveDate, NaiveDateTime, TimeDelta};
use shop_db::DbStore;
use shop_domain::{
    BottleOpenerDesign, CategoryId, Cents, Email, HostedImage, LineDesign, NewOrder, OrderId,
    OrderStatus, OrderType, PackingRule, PaymentStatus, ProductId, ProductKind, ProductType, Role,
    SampleNumber, Totals, fixtures,
    job::{JobKind, JobState},
    voucher::{DiscountRule, Voucher, VoucherCode},
};
use shop_ports::{
    PageRequest, Repos, StoreError, TxError,
    idempotency::{KeyOwner, StoredKey},
    images::ImageSize,
    jobs::{JobEnd, NewJob},
    mailer::OutgoingMail,
    messages::NewMessage,
    orders::{BackOfficeFrom, BackOfficeSort},
    payments::CheckoutRecord,
    products::{NewProduct, ProductChanges},
    read,
    samples::NewSample,
    sessions::SessionRecord,
    tokens::{NewUserToken, TokenPurpose},
    transaction,
    uploads::RecordedUpload,
    users::{NewUser, UserId},
    vouchers::{Redemption, UseState, VoucherCustomer, VoucherDeletion},
    wishlist::NewWish,
};

/// The shipping day promised when paid on 23.11.2026.
fn promised() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 26).unwrap()
}

fn at(hour: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 11, 23)
        .unwrap()
        .and_hms_opt(hour, 0, 0)
        .unwrap()
}

fn new_product(name: &str, category: i32) -> NewProduct {
    NewProduct {
        name: name.into(),
        description: "Beschreibung".into(),
        price: Cents::new(4990),
        category: CategoryId::new(category),
        kind: match category {
            2 => ProductKind::Card,
            3 => ProductKind::BottleOpener,
            _ => ProductKind::SamplePack,
        },
        packing: PackingRule::Any,
        image: "/demo/products/primecard-starter.svg".into(),
        image_pack: None,
        relative_price: Cents::new(2500),
        special_offer: Some("Angebot".into()),
        artikel_num: "PC-50".into(),
        cards_per_pack: shop_domain::CardsPerPack::SINGLE,
    }
}

fn new_user(email: &str) -> NewUser {
    NewUser {
        email: Email::parse(email).unwrap(),
        company_name: "Pizzeria Bella".into(),
        phone: "+49 170 1234567".into(),
        password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".into(),
        role: Role::Customer,
        active: false,
        created_at: at(8),
    }
}

async fn write<T: Send + 'static>(
    store: &DbStore,
    f: impl FnOnce(&mut dyn Repos) -> Result<T, StoreError> + Send + 'static,
) -> Result<T, StoreError> {
    transaction(store, move |repos| f(repos).map_err(TxError::<()>::Store))
        .await
        .map_err(|e| match e {
            TxError::Store(store) => store,
            TxError::Rule(()) => StoreError::RolledBack,
        })
}

async fn products_are_listed_by_category_and_found_by_id(store: DbStore) {
    let (card, opener, pack) = write(&store, |repos| {
        Ok((
            repos.products().insert(&new_product("Karte", 2))?,
            repos.products().insert(&new_product("Öffner", 3))?,
            repos.products().insert(&new_product("Musternummer", 4))?,
        ))
    })
    .await
    .unwrap();

    let (cards, openers, all, found, missing, count) = read(&store, move |repos| {
        Ok((
            repos.products().list_by_category(CategoryId::CARDS)?,
            repos
                .products()
                .list_by_category(CategoryId::BOTTLE_OPENERS)?,
            repos.products().list_all()?,
            repos.products().find(opener.id)?,
            repos.products().find(ProductId::parse(999).unwrap())?,
            repos.products().count()?,
        ))
    })
    .await
    .unwrap();

    assert_eq!(cards, vec![card.clone()]);
    assert_eq!(openers, vec![opener.clone()]);
    assert_eq!(
        all.iter().map(|p| p.kind).collect::<Vec<_>>(),
        [
            ProductKind::Card,
            ProductKind::BottleOpener,
            ProductKind::SamplePack
        ]
    );
    assert_eq!(all[2], pack);
    assert_eq!(all.len(), 3);
    assert_eq!(found.unwrap().name, "Öffner");
    assert!(missing.is_none());
    assert_eq!(count, 3);
    assert_eq!(card.price, Cents::new(4990));
    assert_eq!(card.special_offer.as_deref(), Some("Angebot"));
}

async fn a_product_update_changes_only_what_the_back_office_may_change(store: DbStore) {
    let card = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let changes = ProductChanges {
        name: "Karte neu".into(),
        description: "Neu beschrieben".into(),
        price: Cents::new(5990),
        relative_price: Cents::new(3000),
        special_offer: None,
        packing: Some(PackingRule::PackedOnly),
        cards_per_pack: Some(shop_domain::CardsPerPack::parse(250).unwrap()),
    };

    let (updated, missing, stored) = write(&store, {
        let changes = changes.clone();
        move |repos| {
            Ok((
                repos.products().update(card.id, &changes)?,
                repos
                    .products()
                    .update(ProductId::parse(999).unwrap(), &changes)?,
                repos.products().find(card.id)?,
            ))
        }
    })
    .await
    .unwrap();

    let updated = updated.unwrap();
    assert_eq!(Some(&updated), stored.as_ref());
    assert_eq!(updated.name, "Karte neu");
    assert_eq!(updated.description, "Neu beschrieben");
    assert_eq!(updated.price, Cents::new(5990));
    assert_eq!(updated.relative_price, Cents::new(3000));
    assert_eq!(updated.special_offer, None);
    assert_eq!(updated.packing, PackingRule::PackedOnly);
    assert_eq!(updated.cards_per_pack.get(), 250);
    assert_eq!(updated.kind, card.kind);
    assert_eq!(updated.category, card.category);
    assert_eq!(updated.image, card.image);
    assert_eq!(updated.artikel_num, card.artikel_num);
    assert!(missing.is_none());
}

async fn a_rolled_back_transaction_leaves_nothing_behind(store: DbStore) {
    let outcome = transaction(&store, |repos| {
        repos.products().insert(&new_product("Halb", 2))?;
        Err::<(), _>(TxError::Rule("Regel verletzt"))
    })
    .await;

    assert!(matches!(outcome, Err(TxError::Rule("Regel verletzt"))));
    assert_eq!(
        read(&store, |repos| repos.products().count())
            .await
            .unwrap(),
        0
    );
}

async fn samples_are_unique_by_number_and_paged_newest_first(store: DbStore) {
    let sample = |n: &str| NewSample {
        muster_number: SampleNumber::parse(n).unwrap(),
        restaurant_name: format!("Restaurant {n}"),
        sample_image: format!("/demo/samples/{n}.svg"),
        created_at: at(9),
    };
    for n in ["MN-1", "MN-2", "MN-3"] {
        let s = sample(n);
        write(&store, move |repos| repos.samples().insert(&s))
            .await
            .unwrap();
    }
    let duplicate = sample("MN-2");

    let conflict = write(&store, move |repos| repos.samples().insert(&duplicate)).await;
    let (page, found) = read(&store, |repos| {
        Ok((
            repos
                .samples()
                .list_page(PageRequest::new(Some(1), Some(2), 5))?,
            repos
                .samples()
                .find_by_number(&SampleNumber::parse("MN-2").unwrap())?,
        ))
    })
    .await
    .unwrap();

    assert!(matches!(conflict, Err(StoreError::Conflict(_))));
    assert_eq!(page.total, 3);
    assert_eq!(
        page.items
            .iter()
            .map(|s| s.muster_number.as_str())
            .collect::<Vec<_>>(),
        ["MN-3", "MN-2"]
    );
    let found = found.unwrap();
    assert_eq!(found.restaurant_name, "Restaurant MN-2");
    let id = found.id;
    assert!(
        write(&store, move |repos| repos.samples().delete(id))
            .await
            .unwrap()
    );
    assert!(
        !write(&store, move |repos| repos.samples().delete(id))
            .await
            .unwrap()
    );
}

async fn users_are_unique_by_email_and_admins_are_upserted(store: DbStore) {
    let user = write(&store, |repos| {
        repos.users().insert(&new_user("kunde@example.de"))
    })
    .await
    .unwrap();
    let taken = write(&store, |repos| {
        repos.users().insert(&new_user("kunde@example.de"))
    })
    .await;
    let admin = NewUser {
        role: Role::Admin,
        active: true,
        password_hash: "new-hash".into(),
        ..new_user("kunde@example.de")
    };
    let upserted = write(&store, move |repos| repos.users().upsert_admin(&admin))
        .await
        .unwrap();
    let fresh_admin = NewUser {
        role: Role::Admin,
        active: true,
        ..new_user("chef@example.de")
    };
    let created = write(&store, move |repos| {
        repos.users().upsert_admin(&fresh_admin)
    })
    .await
    .unwrap();

    assert!(matches!(taken, Err(StoreError::Conflict(_))));
    assert!(!user.active);
    assert_eq!(upserted.id, user.id);
    assert_eq!(
        (
            upserted.role,
            upserted.active,
            upserted.password_hash.as_str()
        ),
        (Role::Admin, true, "new-hash")
    );
    assert_eq!(created.role, Role::Admin);
    let by_email = read(&store, |repos| {
        repos
            .users()
            .find_by_email(&Email::parse("CHEF@example.de").unwrap())
    })
    .await
    .unwrap();
    assert_eq!(by_email.map(|u| u.id), Some(created.id));
}

async fn sessions_expire_and_end_with_their_user(store: DbStore) {
    let user = write(&store, |repos| {
        repos.users().insert(&new_user("s@example.de"))
    })
    .await
    .unwrap();
    let record = |id: &str, expires: u32, user: Option<UserId>| SessionRecord {
        id: id.into(),
        data: format!("{{\"user_id\":{}}}", user.map(UserId::get).unwrap_or(0)),
        expires_at: at(expires),
        user_id: user,
    };
    let (a, b, c) = (
        record("a", 20, Some(user.id)),
        record("b", 9, None),
        record("c", 20, Some(user.id)),
    );
    let inserted = write(&store, move |repos| {
        Ok((
            repos.sessions().insert(&a)?,
            repos.sessions().insert(&a)?,
            repos.sessions().insert(&b)?,
            repos.sessions().insert(&c)?,
        ))
    })
    .await
    .unwrap();
    let mut changed = record("b", 21, None);
    changed.data = "{\"cart\":1}".into();
    write(&store, move |repos| repos.sessions().save(&changed))
        .await
        .unwrap();

    let (loaded_a, loaded_b) = read(&store, |repos| {
        Ok((
            repos.sessions().load("a", at(10))?,
            repos.sessions().load("b", at(20))?,
        ))
    })
    .await
    .unwrap();
    let expired = read(&store, |repos| repos.sessions().load("a", at(21)))
        .await
        .unwrap();
    let ended = write(&store, move |repos| {
        repos.sessions().delete_for_user(user.id)
    })
    .await
    .unwrap();
    let swept = write(&store, |repos| repos.sessions().delete_expired(at(22)))
        .await
        .unwrap();

    assert_eq!(inserted, (true, false, true, true));
    assert_eq!(loaded_a.unwrap().user_id, Some(user.id));
    assert_eq!(loaded_b.unwrap().data, "{\"cart\":1}");
    assert!(expired.is_none());
    assert_eq!(ended, 2);
    assert_eq!(swept, 1);
}

async fn tokens_are_single_use_and_voidable(store: DbStore) {
    let user = write(&store, |repos| {
        repos.users().insert(&new_user("t@example.de"))
    })
    .await
    .unwrap();
    let token = |hash: &str| NewUserToken {
        user_id: user.id,
        purpose: TokenPurpose::PasswordReset,
        token_hash: hash.into(),
        expires_at: at(12),
        created_at: at(11),
    };
    let (first, second) = (token("hash-1"), token("hash-2"));
    write(&store, move |repos| {
        repos.tokens().insert(&first)?;
        repos.tokens().insert(&second)
    })
    .await
    .unwrap();

    let found = read(&store, |repos| {
        repos
            .tokens()
            .find_by_hash(TokenPurpose::PasswordReset, "hash-1")
    })
    .await
    .unwrap()
    .unwrap();
    let wrong_purpose = read(&store, |repos| {
        repos
            .tokens()
            .find_by_hash(TokenPurpose::Activation, "hash-1")
    })
    .await
    .unwrap();
    let id = found.id;
    let uses = write(&store, move |repos| {
        Ok((
            repos.tokens().mark_used(id, at(11))?,
            repos.tokens().mark_used(id, at(11))?,
        ))
    })
    .await
    .unwrap();
    let latest = read(&store, move |repos| {
        repos
            .tokens()
            .latest_unused(user.id, TokenPurpose::PasswordReset)
    })
    .await
    .unwrap()
    .unwrap();
    assert_eq!(
        (latest.id, latest.created_at),
        (found.id + 1, at(11)),
        "the newest unused one"
    );
    let voided = write(&store, move |repos| {
        repos
            .tokens()
            .void_unused(user.id, TokenPurpose::PasswordReset, at(11))
    })
    .await
    .unwrap();

    assert!(wrong_purpose.is_none());
    assert_eq!(found.user_id, user.id);
    assert_eq!(uses, (true, false));
    assert_eq!(voided, 1);
}

async fn wishlists_refuse_duplicates_and_delete_only_their_own(store: DbStore) {
    let (user, other, product) = write(&store, |repos| {
        Ok((
            repos.users().insert(&new_user("w1@example.de"))?,
            repos.users().insert(&new_user("w2@example.de"))?,
            repos.products().insert(&new_product("Karte", 2))?,
        ))
    })
    .await
    .unwrap();
    let wish = NewWish {
        user_id: user.id,
        product_id: product.id,
        product_type: ProductType::PrimeProd,
        created_at: at(9),
    };
    let again = wish.clone();

    let item = write(&store, move |repos| repos.wishlist().insert(&wish))
        .await
        .unwrap();
    let duplicate = write(&store, move |repos| repos.wishlist().insert(&again)).await;
    let by_other = write(&store, move |repos| {
        repos.wishlist().delete(other.id, item.id)
    })
    .await
    .unwrap();
    let listed = read(&store, move |repos| repos.wishlist().list_for_user(user.id))
        .await
        .unwrap();
    let by_owner = write(&store, move |repos| {
        repos.wishlist().delete(user.id, item.id)
    })
    .await
    .unwrap();

    assert!(matches!(duplicate, Err(StoreError::Conflict(_))));
    assert!(!by_other);
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].created_at, at(9));
    assert!(by_owner);
}

fn order_for(product: ProductId, user: Option<UserId>, order_type: OrderType) -> NewOrder {
    let mut card = fixtures::card_line(7490, 2);
    card.product_id = product;
    NewOrder::new(
        user,
        order_type,
        vec![card],
        fixtures::shipping_address(),
        at(10),
    )
    .unwrap()
}

async fn orders_are_written_whole_and_their_state_changes_once(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let user = write(&store, |repos| {
        repos.users().insert(&new_user("o@example.de"))
    })
    .await
    .unwrap();
    let (normal, guest, custom) = (
        order_for(product.id, Some(user.id), OrderType::Normal),
        order_for(product.id, None, OrderType::Normal),
        order_for(product.id, None, OrderType::Custom),
    );
    let written = normal.clone();
    let (paid_order, guest_order, custom_order) = write(&store, move |repos| {
        Ok((
            repos.orders().insert(&normal)?,
            repos.orders().insert(&guest)?,
            repos.orders().insert(&custom)?,
        ))
    })
    .await
    .unwrap();
    let id = paid_order.id;
    let paid = paid_order.paid(at(11), promised()).unwrap();
    // Every dated step and the parcel come back as written.
    let shipped = paid
        .approved(at(12))
        .unwrap()
        .with_status(OrderStatus::InProduction, at(13))
        .unwrap()
        .shipped(
            shop_domain::Shipment {
                carrier: Some(shop_domain::Carrier::DeutschePost),
                tracking_number: shop_domain::TrackingNumber::parse("RR 1234-5678 DE").ok(),
            },
            at(14),
        )
        .unwrap();

    let (first, again, stale, status) = write(&store, {
        let (unpaid, paid, shipped) = (paid_order.clone(), paid.clone(), shipped.clone());
        move |repos| {
            Ok((
                repos.orders().update_state(&unpaid, &paid)?,
                // Decided on the stale unpaid state: refused.
                repos.orders().update_state(&unpaid, &paid)?,
                repos.orders().update_state(&unpaid, &shipped)?,
                repos.orders().update_state(&paid, &shipped)?,
            ))
        }
    })
    .await
    .unwrap();
    let (stored, lines, shipping, mine, listed) = read(&store, move |repos| {
        Ok((
            repos.orders().find(id)?.unwrap(),
            repos.orders().lines(id)?,
            repos.orders().shipping(id)?.unwrap(),
            repos.orders().list_for_user(user.id)?,
            repos.orders().list_back_office(
                BackOfficeFrom::Page(PageRequest::new(Some(1), None, 8)),
                BackOfficeSort::Newest,
            )?,
        ))
    })
    .await
    .unwrap();

    assert_eq!((first, again, stale, status), (true, false, false, true));
    assert_eq!(stored, shipped);
    assert_eq!(stored.payment_status, PaymentStatus::Paid);
    assert_eq!(stored.paid_at, Some(at(11)));
    // Paid on Monday, 23 November: three working days later.
    assert_eq!(stored.shipping_date, NaiveDate::from_ymd_opt(2026, 11, 26));
    assert_eq!(stored.totals, Totals::from_net(Cents::new(14_980)));
    assert_eq!(
        lines.iter().map(|l| l.line.clone()).collect::<Vec<_>>(),
        written.lines,
        "the typed line comes back as written"
    );
    assert_eq!(shipping, fixtures::shipping_address());
    assert_eq!(
        mine.iter().map(|o| o.id).collect::<Vec<_>>(),
        [paid_order.id]
    );
    assert_eq!(
        listed.items.iter().map(|o| o.id).collect::<Vec<_>>(),
        [custom_order.id, paid_order.id]
    );
    assert_eq!(listed.total, 2);
    assert_eq!(guest_order.user_id, None);

    // Paying the custom order lists it once still; the guest's unpaid order not at all.
    let total = write(&store, move |repos| {
        let paid_custom = custom_order.paid(at(13), promised()).unwrap();
        assert!(repos.orders().update_state(&custom_order, &paid_custom)?);
        Ok(repos
            .orders()
            .list_back_office(
                BackOfficeFrom::Page(PageRequest::new(Some(1), None, 8)),
                BackOfficeSort::Newest,
            )?
            .total)
    })
    .await
    .unwrap();
    assert_eq!(total, 2);
}

async fn every_design_kind_comes_back_typed(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let mut opener = fixtures::card_line(14_900, 1);
    opener.processing = None;
    opener.design = LineDesign::BottleOpener(BottleOpenerDesign {
        url: None,
        logo: Some(HostedImage::parse("https://res.cloudinary.com/x/a.png").unwrap()),
    });
    let mut custom_card = fixtures::card_line(4990, 3);
    if let LineDesign::Card(card) = &mut custom_card.design {
        card.logo = None;
    }
    let mut lines = vec![opener, custom_card, fixtures::sample_pack_line(3990, 1)];
    for line in &mut lines {
        line.product_id = product.id;
    }
    let order = NewOrder::new(
        None,
        OrderType::Custom,
        lines.clone(),
        fixtures::shipping_address(),
        at(10),
    )
    .unwrap();

    let stored = write(&store, move |repos| {
        let stored = repos.orders().insert(&order)?;
        repos.orders().lines(stored.id)
    })
    .await
    .unwrap();

    assert_eq!(
        stored.into_iter().map(|l| l.line).collect::<Vec<_>>(),
        lines
    );
    let sample = SampleNumber::parse("MN-1001").unwrap();
    assert_eq!(
        lines[2].design,
        LineDesign::SamplePack {
            sample_number: sample
        }
    );
}

async fn idempotency_keys_name_one_order_per_owner(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let order = order_for(product.id, None, OrderType::Normal);
    let stored = write(&store, move |repos| repos.orders().insert(&order))
        .await
        .unwrap();
    let first = StoredKey {
        fingerprint: "digest-a".into(),
        order_id: stored.id,
    };
    let user = KeyOwner::User(UserId::new(1));

    let again = {
        let first = first.clone();
        write(&store, move |repos| {
            repos
                .idempotency()
                .insert(KeyOwner::Guest, "attempt-1", &first, at(10))?;
            // The same key of another owner is another key.
            repos
                .idempotency()
                .insert(user, "attempt-1", &first, at(10))?;
            repos
                .idempotency()
                .insert(KeyOwner::Guest, "attempt-1", &first, at(11))
        })
        .await
    };
    assert!(matches!(again, Err(StoreError::Conflict(_))));
    let (found, other, missing) = {
        let first = first.clone();
        write(&store, move |repos| {
            repos
                .idempotency()
                .insert(KeyOwner::Guest, "attempt-1", &first, at(10))?;
            Ok((
                repos.idempotency().find(KeyOwner::Guest, "attempt-1")?,
                repos.idempotency().find(user, "attempt-1")?,
                repos.idempotency().find(KeyOwner::Guest, "attempt-2")?,
            ))
        })
        .await
        .unwrap()
    };

    assert_eq!(found, Some(first));
    assert_eq!(
        other, None,
        "the conflicting write rolled back the user's key too"
    );
    assert_eq!(missing, None);
    assert_ne!(stored.id, OrderId::new(0));
}

async fn payment_events_are_recorded_once(store: DbStore) {
    let first = write(&store, |repos| {
        repos.payments().record_event("evt_1", at(9))
    })
    .await
    .unwrap();
    let again = write(&store, |repos| {
        repos.payments().record_event("evt_1", at(9))
    })
    .await
    .unwrap();

    assert!(first);
    assert!(!again);
}

async fn uploads_are_found_with_their_pixel_size(store: DbStore) {
    let sized = RecordedUpload {
        url: "/uploads/logo.png".into(),
        size: Some(ImageSize {
            width: 600,
            height: 400,
        }),
    };
    let unsized_upload = RecordedUpload {
        url: "/uploads/older.png".into(),
        size: None,
    };
    let (first, second) = (sized.clone(), unsized_upload.clone());
    write(&store, move |repos| {
        repos.uploads().record(&first, 1_000, at(9))?;
        repos.uploads().record(&second, 2_000, at(9))
    })
    .await
    .unwrap();

    let found = read(&store, |repos| {
        Ok((
            repos.uploads().find("/uploads/logo.png")?,
            repos.uploads().find("/uploads/older.png")?,
            repos.uploads().find("/uploads/missing.png")?,
        ))
    })
    .await
    .unwrap();

    assert_eq!(found, (Some(sized), Some(unsized_upload), None));
    // Neither is used by an order, a sample or a product yet.
    let unused = read(&store, |repos| repos.uploads().unreferenced_bytes())
        .await
        .unwrap();
    assert_eq!(unused, 3_000);
}

async fn an_owed_invoice_is_claimed_once_and_keeps_its_failures(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let order = order_for(product.id, None, OrderType::Normal);
    let order = write(&store, move |repos| repos.orders().insert(&order))
        .await
        .unwrap();
    let id = order.id;
    write(&store, move |repos| repos.invoices().mark_due(id, at(10)))
        .await
        .unwrap();

    // A failed attempt rolls its claim back and is noted afterwards.
    let rolled_back = transaction(&store, move |repos| {
        assert!(repos.invoices().claim_due(id)?.is_some());
        Err::<(), _>(TxError::Rule("renderer failed"))
    })
    .await;
    assert!(matches!(rolled_back, Err(TxError::Rule("renderer failed"))));
    write(&store, move |repos| {
        repos.invoices().record_failure(id, "no glyph", true)
    })
    .await
    .unwrap();
    let (listed, noted) = read(&store, move |repos| {
        Ok((repos.invoices().due(10)?, repos.invoices().find_due(id)?))
    })
    .await
    .unwrap();
    assert_eq!(listed.len(), 1);
    let noted = noted.unwrap();
    assert_eq!(
        (
            noted.attempts,
            noted.last_error.as_deref(),
            noted.confirmation_sent,
            noted.due_since
        ),
        (1, Some("no glyph"), true, at(10))
    );

    let (first, second) = write(&store, move |repos| {
        Ok((
            repos.invoices().claim_due(id)?,
            repos.invoices().claim_due(id)?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(first.map(|due| due.order_id), Some(id));
    assert_eq!(second, None);
    let left = read(&store, |repos| repos.invoices().due(10))
        .await
        .unwrap();
    assert!(left.is_empty());
}

async fn outbox_mails_are_found_until_sent_and_keep_no_body(store: DbStore) {
    let mail = OutgoingMail {
        to: "k@example.de".into(),
        subject: "Betreff".into(),
        html_body: "<p>Hallo</p>".into(),
        text_body: "Hallo".into(),
        attachments: Vec::new(),
    };
    let id = write(&store, move |repos| repos.outbox().enqueue(&mail, at(9)))
        .await
        .unwrap();

    let unsent = read(&store, move |repos| repos.outbox().unsent(id))
        .await
        .unwrap();
    let due = read(&store, |repos| repos.outbox().due(at(9), 10))
        .await
        .unwrap();
    write(&store, move |repos| repos.outbox().mark_sent(id, at(10)))
        .await
        .unwrap();
    let after = read(&store, move |repos| repos.outbox().unsent(id))
        .await
        .unwrap();
    let due_after = read(&store, |repos| repos.outbox().due(at(23), 10))
        .await
        .unwrap();

    assert_eq!(unsent.unwrap().mail.subject, "Betreff");
    assert_eq!(due.len(), 1);
    assert!(after.is_none(), "a sent mail is not sent again");
    assert!(due_after.is_empty());
    assert_eq!(
        stored_bodies(&store),
        vec![(String::new(), String::new())],
        "a sent mail keeps no body (its links are live secrets)"
    );
}

/// A stored order's id.
async fn store_order(store: &DbStore) -> i64 {
    let product = write(store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let order = order_for(product.id, None, OrderType::Normal);
    write(store, move |repos| repos.orders().insert(&order))
        .await
        .unwrap()
        .id
        .get()
}

fn job_for(order: Option<OrderId>, key: &str, due_at: NaiveDateTime) -> NewJob {
    NewJob {
        kind: JobKind::IssueInvoice,
        order_id: order,
        payload: "{}".into(),
        due_at,
        unique_key: Some(key.into()),
    }
}

async fn a_job_is_enqueued_once_per_key_and_claimed_by_one_worker(store: DbStore) {
    let enqueued = write(&store, |repos| {
        Ok((
            repos.jobs().enqueue(&job_for(None, "a", at(9)), at(9))?,
            repos.jobs().enqueue(&job_for(None, "a", at(9)), at(9))?,
            repos
                .jobs()
                .enqueue(&job_for(None, "later", at(12)), at(9))?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(enqueued, (true, false, true), "one job per key");

    let (first, second) = write(&store, |repos| {
        Ok((
            repos
                .jobs()
                .claim_due(at(10), at(10) + TimeDelta::seconds(10), 10)?,
            repos
                .jobs()
                .claim_due(at(10), at(10) + TimeDelta::seconds(10), 10)?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(first.len(), 1, "only the due job is claimed");
    assert_eq!((first[0].attempts, first[0].state), (1, JobState::Running));
    assert!(second.is_empty(), "a claimed job is not claimed again");

    let job = first[0].clone();
    let (renewed, done, done_again) = write(&store, move |repos| {
        Ok((
            repos.jobs().renew(job.id, job.claim, at(11))?,
            repos
                .jobs()
                .finish(job.id, job.claim, &JobEnd::Done, at(10))?,
            repos
                .jobs()
                .finish(job.id, job.claim, &JobEnd::Done, at(10))?,
        ))
    })
    .await
    .unwrap();
    assert_eq!((renewed, done, done_again), (true, true, false));
    let (pending, done) = read(&store, |repos| {
        Ok((
            repos.jobs().count(JobState::Pending)?,
            repos.jobs().count(JobState::Done)?,
        ))
    })
    .await
    .unwrap();
    assert_eq!((pending, done), (1, 1));
}

async fn a_claim_held_by_a_dead_worker_runs_out_and_its_late_end_is_refused(store: DbStore) {
    write(&store, |repos| {
        repos.jobs().enqueue(&job_for(None, "k", at(9)), at(9))
    })
    .await
    .unwrap();
    let lease = TimeDelta::seconds(10);
    let dead = write(&store, move |repos| {
        repos.jobs().claim_due(at(9), at(9) + lease, 1)
    })
    .await
    .unwrap()
    .remove(0);

    let (before_expiry, after_expiry) = write(&store, move |repos| {
        Ok((
            repos
                .jobs()
                .claim_due(at(9) + TimeDelta::seconds(5), at(9) + lease, 1)?,
            repos
                .jobs()
                .claim_due(at(9) + TimeDelta::seconds(11), at(10), 1)?,
        ))
    })
    .await
    .unwrap();
    assert!(before_expiry.is_empty(), "a live lease holds");
    assert_eq!(after_expiry.len(), 1, "an expired lease is claimed again");
    assert_eq!(after_expiry[0].attempts, 2);
    let (late, late_renewal) = write(&store, move |repos| {
        Ok((
            repos
                .jobs()
                .finish(dead.id, dead.claim, &JobEnd::Done, at(10))?,
            repos.jobs().renew(dead.id, dead.claim, at(11))?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(
        (late, late_renewal),
        (false, false),
        "the first worker's claim was taken over"
    );
}

async fn mails_waiting_for_their_server_are_counted_and_brought_forward_together(store: DbStore) {
    let order = OrderId::new(store_order(&store).await);
    let mail = |key: &str, due: NaiveDateTime| NewJob {
        kind: JobKind::DeliverMail,
        ..job_for(None, key, due)
    };
    // Two mails and an invoice fail once and wait for their retry; a third mail is new.
    write(&store, move |repos| {
        repos.jobs().enqueue(&mail("m1", at(9)), at(9))?;
        repos.jobs().enqueue(&mail("m2", at(9)), at(9))?;
        repos
            .jobs()
            .enqueue(&job_for(Some(order), "i", at(9)), at(9))?;
        for job in repos
            .jobs()
            .claim_due(at(9), at(9) + TimeDelta::seconds(10), 10)?
        {
            let end = JobEnd::RetryAt(at(20), "connection refused".into());
            repos.jobs().finish(job.id, job.claim, &end, at(9))?;
        }
        repos.jobs().enqueue(&mail("m3", at(23)), at(9))?;
        Ok(())
    })
    .await
    .unwrap();

    let (waiting, brought, due_now) = write(&store, |repos| {
        Ok((
            repos.jobs().count_of_kind(
                JobKind::DeliverMail,
                &[JobState::Pending, JobState::Running],
            )?,
            repos.jobs().bring_forward(JobKind::DeliverMail, at(10))?,
            repos
                .jobs()
                .claim_due(at(10), at(10) + TimeDelta::seconds(10), 10)?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(waiting, 3);
    assert_eq!(
        brought, 2,
        "only the mails that failed, not the invoice, not the new mail"
    );
    let mut claimed: Vec<_> = due_now.iter().map(|job| (job.kind, job.attempts)).collect();
    claimed.sort_by_key(|(_, attempts)| *attempts);
    assert_eq!(
        claimed,
        [(JobKind::DeliverMail, 2), (JobKind::DeliverMail, 2)]
    );

    let figures = read(&store, |repos| repos.operations().figures())
        .await
        .unwrap();
    assert_eq!(figures.jobs_of(JobKind::DeliverMail, JobState::Running), 2);
    assert_eq!(figures.jobs_of(JobKind::DeliverMail, JobState::Pending), 1);
    assert_eq!(figures.jobs_of(JobKind::IssueInvoice, JobState::Pending), 1);
    assert_eq!(figures.mails_waiting(), 3);
    assert_eq!(figures.orders_placed, 1);
    assert_eq!(
        (
            figures.invoices_issued,
            figures.mails_sent,
            figures.qr_scans
        ),
        (0, 0, 0)
    );
}

async fn failed_jobs_are_listed_with_their_order_and_retried_by_hand(store: DbStore) {
    let order = OrderId::new(store_order(&store).await);
    write(&store, move |repos| {
        repos
            .jobs()
            .enqueue(&job_for(Some(order), "o", at(9)), at(9))
    })
    .await
    .unwrap();
    let job = write(&store, |repos| repos.jobs().claim_due(at(9), at(10), 1))
        .await
        .unwrap()
        .remove(0);
    let long_error = "x".repeat(5_000);
    write(&store, move |repos| {
        repos
            .jobs()
            .finish(job.id, job.claim, &JobEnd::Failed(long_error), at(9))
    })
    .await
    .unwrap();

    let (failed, of_order, retried, not_again) = write(&store, move |repos| {
        Ok((
            repos.jobs().list(JobState::Failed, 10)?,
            repos.jobs().failed_for_order(order)?,
            repos.jobs().retry(job.id, at(12))?,
            repos.jobs().retry(job.id, at(12))?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].order_id, Some(order));
    assert_eq!(failed[0].last_error.as_ref().map(String::len), Some(2_000));
    assert_eq!(of_order.len(), 1);
    let retried = retried.unwrap();
    assert_eq!(
        (retried.state, retried.attempts, retried.due_at),
        (JobState::Pending, 0, at(12))
    );
    assert!(not_again.is_none(), "only a failed job is retried");
}

#[derive(diesel::QueryableByName, Debug, PartialEq, Eq)]
struct Bodies {
    #[diesel(sql_type = diesel::sql_types::Text)]
    html_body: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    text_body: String,
}

/// What the outbox table itself holds; the port never reads a sent mail back.
fn stored_bodies(store: &DbStore) -> Vec<(String, String)> {
    use diesel::RunQueryDsl;
    diesel::sql_query("SELECT html_body, text_body FROM mail_outbox")
        .load::<Bodies>(&mut *store.pool().get().unwrap())
        .unwrap()
        .into_iter()
        .map(|row| (row.html_body, row.text_body))
        .collect()
}

async fn messages_are_paged_newest_first(store: DbStore) {
    for i in 0..3 {
        let message = NewMessage {
            name: format!("Name {i}"),
            email: "m@example.de".into(),
            phone: "0170 1".into(),
            message: "<b>Hallo</b>".into(),
            created_at: at(9),
        };
        write(&store, move |repos| repos.messages().insert(&message))
            .await
            .unwrap();
    }

    let page = read(&store, |repos| {
        repos
            .messages()
            .list_page(PageRequest::new(Some(2), Some(2), 8))
    })
    .await
    .unwrap();

    assert_eq!(page.total, 3);
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].name, "Name 0");
    assert_eq!(page.items[0].message, "<b>Hallo</b>");
}

fn voucher(code: &str, max_uses: u32, per_customer: u32) -> Voucher {
    Voucher {
        code: VoucherCode::parse(code).unwrap(),
        rule: DiscountRule::Percent(10),
        valid_from: None,
        valid_until: None,
        max_uses,
        max_uses_per_customer: per_customer,
        min_order: Some(Cents::new(2_500)),
        category: Some(CategoryId::CARDS),
        active: true,
    }
}

async fn voucher_uses_are_reserved_within_both_limits_redeemed_and_released_once(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let orders: Vec<OrderId> = write(&store, move |repos| {
        (0..4)
            .map(|_| {
                repos
                    .orders()
                    .insert(&order_for(product.id, None, OrderType::Normal))
                    .map(|order| order.id)
            })
            .collect()
    })
    .await
    .unwrap();
    write(&store, |repos| {
        repos.vouchers().insert(&voucher("DREIMAL", 3, 2), at(9))?;
        repos.vouchers().insert(&voucher("GESPERRT", 3, 3), at(9))?;
        repos
            .vouchers()
            .set_active(&VoucherCode::parse("GESPERRT").unwrap(), false)
    })
    .await
    .unwrap();
    let duplicate = write(&store, |repos| {
        repos.vouchers().insert(&voucher("dreimal", 9, 9), at(10))
    })
    .await;
    assert!(matches!(duplicate, Err(StoreError::Conflict(_))));
    let code = VoucherCode::parse("DREIMAL").unwrap();
    let (anna, ben) = (
        VoucherCustomer::by_email("Anna@Example.de"),
        VoucherCustomer::by_email("ben@example.de"),
    );

    let reserve = |order: OrderId, customer: &VoucherCustomer, code: &VoucherCode| {
        let (customer, code) = (customer.clone(), code.clone());
        write(&store, move |repos| {
            repos.vouchers().reserve(&code, order, &customer, at(11))
        })
    };
    assert!(reserve(orders[0], &anna, &code).await.unwrap());
    assert!(
        reserve(
            orders[1],
            &VoucherCustomer::by_email("ANNA@example.de"),
            &code
        )
        .await
        .unwrap()
    );
    assert!(
        !reserve(orders[2], &anna, &code).await.unwrap(),
        "Anna's own limit of 2 is reached"
    );
    assert!(reserve(orders[2], &ben, &code).await.unwrap());
    assert!(
        !reserve(
            orders[3],
            &VoucherCustomer::by_email("carla@example.de"),
            &code
        )
        .await
        .unwrap(),
        "all 3 uses are taken"
    );
    assert!(
        !reserve(orders[3], &ben, &VoucherCode::parse("GESPERRT").unwrap())
            .await
            .unwrap(),
        "an inactive code gives no use"
    );
    let counted = code.clone();
    let (all, by_anna) = read(&store, move |repos| {
        repos.vouchers().uses(
            &counted,
            Some(&VoucherCustomer::by_email("anna@example.de")),
        )
    })
    .await
    .unwrap();
    assert_eq!((all, by_anna), (3, 2));

    let redeemed = code.clone();
    let (first, second) = (orders[0], orders[1]);
    let paid = write(&store, move |repos| {
        repos.vouchers().redeem(
            &redeemed,
            first,
            &VoucherCustomer::by_email("anna@example.de"),
            at(12),
        )
    })
    .await
    .unwrap();
    assert_eq!(paid, Redemption::Redeemed);
    let released = write(&store, move |repos| {
        Ok((
            repos.vouchers().release(second)?,
            repos.vouchers().release(second)?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(released, (true, false), "a use comes back once");
    assert!(
        reserve(
            orders[3],
            &VoucherCustomer::by_email("carla@example.de"),
            &code
        )
        .await
        .unwrap(),
        "the use given back is free again"
    );
    let listed = read(&store, |repos| repos.vouchers().list()).await.unwrap();
    let listed = listed
        .iter()
        .find(|record| record.voucher.code.as_str() == "DREIMAL")
        .unwrap();
    assert_eq!(listed.voucher, voucher("DREIMAL", 3, 2));
    assert_eq!(
        (
            listed.count(UseState::Redeemed),
            listed.count(UseState::Reserved)
        ),
        (1, 2)
    );
    let deletions = write(&store, |repos| {
        Ok((
            repos
                .vouchers()
                .delete_unused(&VoucherCode::parse("GESPERRT").unwrap())?,
            repos
                .vouchers()
                .delete_unused(&VoucherCode::parse("NIRGENDS").unwrap())?,
        ))
    })
    .await
    .unwrap();
    assert_eq!(
        deletions,
        (VoucherDeletion::Deleted, VoucherDeletion::NotFound)
    );
}

async fn retention_gives_back_the_uses_of_the_unpaid_orders_it_deletes(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let code = VoucherCode::parse("ALTCODE").unwrap();
    let kept = code.clone();
    write(&store, move |repos| {
        repos
            .vouchers()
            .insert(&voucher(kept.as_str(), 1, 1), at(9))?;
        let order = repos
            .orders()
            .insert(&order_for(product.id, None, OrderType::Normal))?;
        assert!(repos.vouchers().reserve(
            &kept,
            order.id,
            &VoucherCustomer::by_email("alt@example.de"),
            at(10)
        )?);
        Ok(())
    })
    .await
    .unwrap();

    let deleted = write(&store, |repos| {
        repos.orders().delete_unpaid_guest_orders_before(at(23))
    })
    .await
    .unwrap();

    assert_eq!(deleted, 1);
    let (all, _) = read(&store, move |repos| repos.vouchers().uses(&code, None))
        .await
        .unwrap();
    assert_eq!(all, 0, "the deleted order's use is free again");
}

/// Orders left unpaid give their uses back once their hour is up, unless a
/// checkout of theirs still takes payment or a payment is on its way; two
/// sweeps at once release each use once.
async fn unpaid_orders_give_their_uses_back_once_without_an_open_checkout(store: DbStore) {
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let code = VoucherCode::parse("ACHTMAL").unwrap();
    let reserved = code.clone();
    let orders: Vec<OrderId> = write(&store, move |repos| {
        repos.vouchers().insert(&voucher("ACHTMAL", 8, 8), at(8))?;
        let mut orders = Vec::new();
        for n in 0..8 {
            let order = repos
                .orders()
                .insert(&order_for(product.id, None, OrderType::Normal))?;
            let customer = VoucherCustomer::by_email(&format!("gast{n}@example.de"));
            assert!(
                repos
                    .vouchers()
                    .reserve(&reserved, order.id, &customer, at(9))?
            );
            orders.push(order.id);
        }
        Ok(orders)
    })
    .await
    .unwrap();
    let checkout = |order: OrderId, session: &str, created: u32| CheckoutRecord {
        order_id: order,
        provider: "stripe".into(),
        session_id: session.into(),
        checkout_url: format!("https://pay.example/{session}"),
        created_at: at(created),
    };
    let (open, closed, old) = (
        checkout(orders[1], "cs_open", 10),
        checkout(orders[2], "cs_closed", 10),
        checkout(orders[6], "cs_old", 9),
    );
    let (paid, clearing, failed, renewed) = (orders[3], orders[4], orders[7], orders[5]);
    let redeemed = code.clone();
    write(&store, move |repos| {
        for record in [&open, &closed, &old] {
            repos.payments().record_checkout(record)?;
        }
        repos.payments().close_checkout("cs_closed")?;
        let order = repos.orders().find(paid)?.unwrap();
        assert!(
            repos
                .orders()
                .update_state(&order, &order.paid(at(10), promised()).unwrap())?
        );
        let customer = VoucherCustomer::by_email("gast3@example.de");
        repos
            .vouchers()
            .redeem(&redeemed, paid, &customer, at(10))?;
        for (id, status) in [
            (clearing, PaymentStatus::Processing),
            (failed, PaymentStatus::Failed),
        ] {
            let order = repos.orders().find(id)?.unwrap();
            assert!(
                repos
                    .orders()
                    .update_state(&order, &order.with_payment_status(status))?
            );
        }
        assert!(repos.vouchers().renew_reservation(renewed, at(12))?);
        assert!(repos.vouchers().renew_reservation(paid, at(12))?);
        Ok(())
    })
    .await
    .unwrap();

    // At 12:00 with 24-hour sessions: reserved before 11:00, sessions from 10:00 still open.
    let sweep = || {
        write(&store, |repos| {
            repos.vouchers().release_stale(at(11), at(10))
        })
    };
    let (first, second) = tokio::join!(sweep(), sweep());

    let mut released = [first.unwrap(), second.unwrap()].concat();
    released.sort();
    assert_eq!(
        released,
        [orders[0], orders[2], orders[6], orders[7]],
        "unpaid: none, a closed and an expired checkout, a failed payment; each once"
    );
    let left = code.clone();
    let (uses, _) = read(&store, move |repos| repos.vouchers().uses(&left, None))
        .await
        .unwrap();
    assert_eq!(
        uses, 4,
        "the open checkout, the paid, the clearing and the renewed order"
    );
    assert_eq!(sweep().await.unwrap(), []);
}

/// Runs one statement of a migration's SQL on the store's own backend.
fn run_sql(store: &DbStore, sqlite: &str, postgres: &str) {
    use diesel::RunQueryDsl;
    let mut conn = store.pool().get().unwrap();
    let sql = match &*conn {
        shop_db::DbConnection::Sqlite(_) => sqlite,
        shop_db::DbConnection::Postgresql(_) => postgres,
    };
    diesel::sql_query(sql).execute(&mut *conn).unwrap();
}

/// Uses counted for `email` as a customer of `code`.
async fn uses_by(store: &DbStore, code: &VoucherCode, email: &str) -> u32 {
    let (code, customer) = (code.clone(), VoucherCustomer::by_email(email));
    read(store, move |repos| {
        repos.vouchers().uses(&code, Some(&customer))
    })
    .await
    .unwrap()
    .1
}

/// Uses taken before accounts were counted by their address move to it.
async fn an_accounts_earlier_uses_move_to_its_address(store: DbStore) {
    const UP: [&str; 2] = [
        include_str!(
            "../../../../migrations/sqlite/2026-12-06-200000_voucher_customers_by_email/up.sql"
        ),
        include_str!(
            "../../../../migrations/postgres/2026-12-06-200000_voucher_customers_by_email/up.sql"
        ),
    ];
    const DOWN: [&str; 2] = [
        include_str!(
            "../../../../migrations/sqlite/2026-12-06-200000_voucher_customers_by_email/down.sql"
        ),
        include_str!(
            "../../../../migrations/postgres/2026-12-06-200000_voucher_customers_by_email/down.sql"
        ),
    ];
    let product = write(&store, |repos| {
        repos.products().insert(&new_product("Karte", 2))
    })
    .await
    .unwrap();
    let (user, order) = write(&store, move |repos| {
        let user = repos.users().insert(&new_user("Chef@Example.de"))?;
        let order =
            repos
                .orders()
                .insert(&order_for(product.id, Some(user.id), OrderType::Normal))?;
        repos.vouchers().insert(&voucher("KONTO", 5, 1), at(9))?;
        Ok((user.id, order.id))
    })
    .await
    .unwrap();
    let code = VoucherCode::parse("KONTO").unwrap();
    let chef = VoucherCustomer::by_email("chef@example.de");
    let reserve = code.clone();
    write(&store, move |repos| {
        repos.vouchers().reserve(&reserve, order, &chef, at(10))
    })
    .await
    .unwrap();

    // The migration's down: the row as accounts' uses were stored before.
    run_sql(&store, DOWN[0], DOWN[1]);
    assert_eq!(customer_keys(&store), [format!("account:{}", user.get())]);
    assert_eq!(uses_by(&store, &code, "chef@example.de").await, 0);

    run_sql(&store, UP[0], UP[1]);
    assert_eq!(customer_keys(&store), ["email:chef@example.de"]);
    assert_eq!(uses_by(&store, &code, " CHEF@example.de ").await, 1);
}

/// The stored customer key of every use.
fn customer_keys(store: &DbStore) -> Vec<String> {
    use diesel::RunQueryDsl;
    #[derive(diesel::QueryableByName)]
    struct Key {
        #[diesel(sql_type = diesel::sql_types::Text)]
        customer: String,
    }
    diesel::sql_query("SELECT customer FROM voucher_uses ORDER BY order_id")
        .load::<Key>(&mut *store.pool().get().unwrap())
        .unwrap()
        .into_iter()
        .map(|key| key.customer)
        .collect()
}

on_both_backends!(
    an_accounts_earlier_uses_move_to_its_address,
    unpaid_orders_give_their_uses_back_once_without_an_open_checkout,
    voucher_uses_are_reserved_within_both_limits_redeemed_and_released_once,
    retention_gives_back_the_uses_of_the_unpaid_orders_it_deletes,
    products_are_listed_by_category_and_found_by_id,
    a_product_update_changes_only_what_the_back_office_may_change,
    a_rolled_back_transaction_leaves_nothing_behind,
    samples_are_unique_by_number_and_paged_newest_first,
    users_are_unique_by_email_and_admins_are_upserted,
    sessions_expire_and_end_with_their_user,
    tokens_are_single_use_and_voidable,
    wishlists_refuse_duplicates_and_delete_only_their_own,
    orders_are_written_whole_and_their_state_changes_once,
    every_design_kind_comes_back_typed,
    idempotency_keys_name_one_order_per_owner,
    payment_events_are_recorded_once,
    uploads_are_found_with_their_pixel_size,
    an_owed_invoice_is_claimed_once_and_keeps_its_failures,
    outbox_mails_are_found_until_sent_and_keep_no_body,
    a_job_is_enqueued_once_per_key_and_claimed_by_one_worker,
    a_claim_held_by_a_dead_worker_runs_out_and_its_late_end_is_refused,
    failed_jobs_are_listed_with_their_order_and_retried_by_hand,
    mails_waiting_for_their_server_are_counted_and_brought_forward_together,
    messages_are_paged_newest_first,
);
