//! The front end's copy of the API contract is generated from the server and
//! checked in (`frontend/openapi.json`, from which `npm run api:types` makes
//! the TypeScript types). This test fails when the server's document moved
//! on without it; `UPDATE_CONTRACT=1 cargo test contract` writes it anew.

use std::path::PathBuf;

use shop_api::routes;

fn frontend_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../frontend")
        .join(name)
}

/// Compares `current` with the checked-in file, or rewrites it when asked.
fn check_checked_in(name: &str, current: &str) {
    let path = frontend_file(name);
    if std::env::var_os("UPDATE_CONTRACT").is_some() {
        std::fs::write(&path, current).unwrap();
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == current,
        "{} differs from what the server produces now: run `just contract` and commit it",
        path.display()
    );
}

/// utoipa names a schema after its type and keeps the last one of a name:
/// two JSON shapes of one name would silently document one of them wrong.
#[test]
fn no_two_json_shapes_share_a_schema_name() {
    let dto = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src/dto");
    let mut seen = std::collections::BTreeMap::new();
    let mut twice = Vec::new();
    for entry in std::fs::read_dir(dto).unwrap() {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap();
        let mut derives_schema = false;
        for line in source.lines().map(str::trim) {
            if line.starts_with("#[derive(") {
                derives_schema = line.contains("ToSchema");
            } else if derives_schema
                && let Some(name) = line
                    .strip_prefix("pub struct ")
                    .or_else(|| line.strip_prefix("pub enum "))
                    .and_then(|rest| rest.split([' ', '{', '(', '<', ';']).next())
            {
                let file = path.file_name().unwrap().to_string_lossy().into_owned();
                if let Some(first) = seen.insert(name.to_owned(), file.clone()) {
                    twice.push(format!("{name} in {first} and {file}"));
                }
                derives_schema = false;
            }
        }
    }
    assert!(twice.is_empty(), "schema names used twice: {twice:?}");
}

#[test]
fn the_front_ends_openapi_document_is_the_servers() {
    let document = routes::document().to_pretty_json().unwrap();
    check_checked_in("openapi.json", &format!("{document}\n"));
}

/// Every server message the front end's tests and fake API use, produced by
/// the very code that sends it. The front end reads them from
/// `frontend/src/testing/server-messages.json`, so no copy can drift.
async fn server_messages() -> serde_json::Map<String, serde_json::Value> {
    use actix_web::test;
    use shop_api::{error::field, startup::app, texts};
    use shop_app::vouchers::VoucherAdminError;
    use shop_app::{
        ActivationError, AddWishError, OpenPaymentError, OrderDetailsError, OrderLinesError,
        PaymentStatusError, PlaceOrderError, ProductEdit, ProductLookupError, ProductUpdateError,
        RemoveWishError, ResetError, SampleError, SampleLookupError, SignInError, SignUpError,
        ThrottleError, UpdateStatusError,
    };
    use shop_domain::{
        Cents,
        voucher::{VoucherFormError, VoucherRefusal},
    };
    use shop_domain::{
        City, CompanyName, ContactMessage, ContactName, ContactPerson, Email, ForeignImage,
        InvalidProductType, LineError, OrderReference, OrderStatus, Phone, RestaurantName,
        SampleNumber, StatusChangeError, Street, TransitionError, ValueError, VatId, ZipCode,
    };
    use shop_ports::images::ImageRejection;

    fn refused<T: std::fmt::Debug, E: ToString>(parsed: Result<T, E>) -> String {
        parsed.unwrap_err().to_string()
    }
    let too_long = |n: usize| "a".repeat(n);
    let edit = |change: fn(&mut ProductEdit)| {
        let mut edit = ProductEdit {
            name: "Karte".into(),
            description: String::new(),
            price: 4990,
            relative_price: 0,
            special_offer: None,
            packing: None,
            cards_per_pack: None,
        };
        change(&mut edit);
        refused(edit.validate())
    };
    // actix's query parser words this one; ask the running app.
    let shop = crate::support::shop().await;
    let service = test::init_service(app(shop.ctx.clone())).await;
    let (_, malformed_id, _) = crate::support::call(
        &service,
        test::TestRequest::get().uri("/api/orderLine/check-payment-status?order_id=abc"),
    )
    .await;

    let messages: Vec<(&str, String)> =
        vec![
        ("sessionExpired", texts::SESSION_EXPIRED.into()),
        ("serverError", texts::GENERIC_SERVER_ERROR.into()),
        (
            "tooManyAttempts",
            ThrottleError::Throttled {
                retry_after_secs: 1,
            }
            .to_string(),
        ),
        ("fieldRequired", ValueError::Required.to_string()),
        ("emailInvalid", refused(Email::parse("kein-at"))),
        ("phoneInvalid", refused(Phone::parse("abc"))),
        ("phoneTooLong", refused(Phone::parse(&"1".repeat(21)))),
        (
            "companyNameTooLong",
            refused(CompanyName::parse(&too_long(31))),
        ),
        (
            "contactNameTooLong",
            refused(ContactName::parse(&too_long(31))),
        ),
        (
            "contactMessageTooLong",
            refused(ContactMessage::parse(&too_long(256))),
        ),
        (
            "sampleNumberTooLong",
            refused(SampleNumber::parse(&too_long(11))),
        ),
        ("signUpSucceeded", texts::SIGNED_UP.into()),
        ("signUpEmailTaken", SignUpError::EmailTaken.to_string()),
        (
            "signUpPhoneInvalid",
            field("Telefonnummer", refused(Phone::parse("abc"))).to_string(),
        ),
        ("signInSucceeded", texts::SIGNED_IN.into()),
        (
            "signInWrongCredentials",
            SignInError::WrongCredentials.to_string(),
        ),
        ("signInNotActivated", SignInError::NotActivated.to_string()),
        ("signedOut", texts::SIGNED_OUT.into()),
        ("activationMailSent", texts::ACTIVATION_MAIL_SENT.into()),
        ("activationSucceeded", texts::ACTIVATED.into()),
        (
            "activationLinkInvalid",
            ActivationError::InvalidLink.to_string(),
        ),
        ("resetMailSent", texts::RESET_MAIL_SENT.into()),
        ("passwordResetSucceeded", texts::PASSWORD_RESET.into()),
        ("resetLinkInvalid", ResetError::InvalidLink.to_string()),
        ("productNotFound", ProductLookupError::NotFound.to_string()),
        (
            "sampleNotFound",
            SampleLookupError::NotFound("XYZ".into()).to_string(),
        ),
        ("wishSaved", texts::WISH_ADDED.into()),
        ("wishDuplicate", AddWishError::Duplicate.to_string()),
        (
            "wishUnknownProduct",
            AddWishError::UnknownProduct.to_string(),
        ),
        (
            "wishUnknownProductType",
            field("Produkttyp", InvalidProductType).to_string(),
        ),
        ("wishRemoved", texts::WISH_REMOVED.into()),
        ("wishNotFound", RemoveWishError::NotFound.to_string()),
        ("wishForeignUser", texts::OWN_WISHLIST_ONLY.into()),
        ("orderCreated", texts::ORDER_PLACED.into()),
        ("orderEmpty", PlaceOrderError::Empty.to_string()),
        (
            "orderUnknownProduct",
            PlaceOrderError::UnknownProduct { position: 1 }.to_string(),
        ),
        (
            "orderLogoMissing",
            PlaceOrderError::Line {
                position: 1,
                error: LineError::LogoMissing,
            }
            .to_string(),
        ),
        (
            "orderLogoForeign",
            PlaceOrderError::Line {
                position: 1,
                error: LineError::LogoForeign,
            }
            .to_string(),
        ),
        ("orderKeyReused", PlaceOrderError::KeyReused.to_string()),
        (
            "orderUnknownLogo",
            PlaceOrderError::UnknownLogo { position: 1 }.to_string(),
        ),
        (
            "orderLogoTooSmall",
            PlaceOrderError::LogoTooSmall(shop_domain::LogoTooSmall {
                dpi: 141,
                min_width: 107,
                min_height: 107,
            })
            .to_string(),
        ),
        ("orderForeignUser", texts::OWN_ACCOUNT_ORDERS_ONLY.into()),
        (
            "shippingNameTooLong",
            refused(ContactPerson::parse(&too_long(61))),
        ),
        (
            "shippingAddressTooLong",
            refused(Street::parse(&too_long(101))),
        ),
        ("zipCodeTooLong", refused(ZipCode::parse(&too_long(11)))),
        ("cityTooLong", refused(City::parse(&too_long(61)))),
        (
            "vatIdInvalid",
            field("USt-IdNr.", refused(VatId::parse_optional("DE123"))).to_string(),
        ),
        (
            "orderReferenceTooLong",
            field(
                "Ihre Bestellreferenz",
                refused(OrderReference::parse_optional(&too_long(36))),
            )
            .to_string(),
        ),
        ("orderNotFound", texts::ORDER_NOT_FOUND.into()),
        (
            "orderIdMalformed",
            malformed_id["message"].as_str().unwrap().into(),
        ),
        (
            "paymentOrderNotFound",
            OpenPaymentError::NotFound.to_string(),
        ),
        (
            "orderAlreadyPaid",
            OpenPaymentError::AlreadyPaid.to_string(),
        ),
        ("orderCancelled", OpenPaymentError::Cancelled.to_string()),
        ("accountDeleted", texts::ACCOUNT_DELETED.into()),
        (
            "deleteAccountWrongPassword",
            shop_app::DeleteAccountError::WrongPassword.to_string(),
        ),
        (
            "paymentStatusOrderNotFound",
            PaymentStatusError::NotFound.to_string(),
        ),
        ("ordersForeignUser", texts::OWN_ORDERS_ONLY.into()),
        (
            "orderLinesOrderNotFound",
            OrderLinesError::NotFound.to_string(),
        ),
        ("imageFileMissing", texts::UPLOAD_FILE_MISSING.into()),
        ("imageEmpty", ImageRejection::Empty.to_string()),
        ("imageTooLarge", ImageRejection::TooLarge.to_string()),
        (
            "imageUnsupportedType",
            ImageRejection::UnsupportedType.to_string(),
        ),
        ("messageSaved", texts::MESSAGE_SAVED.into()),
        ("adminForbidden", texts::NOT_AN_ADMIN.into()),
        (
            "adminOrderNotFound",
            OrderDetailsError::NotFound.to_string(),
        ),
        ("statusUpdated", texts::STATUS_UPDATED.into()),
        (
            "statusUnknown",
            UpdateStatusError::InvalidStatus.to_string(),
        ),
        (
            "refundFailedUnreachable",
            UpdateStatusError::RefundFailed(
                "Der Zahlungsdienst ist nicht erreichbar. Bitte versuchen Sie es später erneut."
                    .into(),
            )
            .to_string(),
        ),
        ("proofLineNotFound", shop_app::ProofError::NotFound.to_string()),
        ("proofNoDesign", shop_app::ProofError::NoDesign.to_string()),
        ("proofNoDesigns", shop_app::ProofError::NoDesigns.to_string()),
        ("proofLogoMissing", shop_app::ProofError::LogoMissing.to_string()),
        ("statusUnpaid", StatusChangeError::Unpaid.to_string()),
        ("statusUnchanged", TransitionError::Unchanged.to_string()),
        ("statusFinal", TransitionError::Final.to_string()),
        (
            "statusChangeNotAllowed",
            TransitionError::NotAllowed {
                from: OrderStatus::Shipped,
                to: OrderStatus::Processing,
            }
            .to_string(),
        ),
        ("customOrderCreated", texts::CUSTOM_ORDER_MAILED.into()),
        (
            "productUpdateNotFound",
            ProductUpdateError::NotFound.to_string(),
        ),
        ("productNameInvalid", edit(|e| e.name = String::new())),
        (
            "productDescriptionTooLong",
            edit(|e| e.description = "a".repeat(2001)),
        ),
        ("productPriceOutOfRange", edit(|e| e.price = 0)),
        (
            "productSurchargeOutOfRange",
            edit(|e| e.relative_price = -1),
        ),
        (
            "productOfferTooLong",
            edit(|e| e.special_offer = Some("a".repeat(101))),
        ),
        ("sampleAdded", texts::SAMPLE_ADDED.into()),
        ("sampleRemoved", texts::SAMPLE_REMOVED.into()),
        (
            "sampleDuplicate",
            SampleError::Duplicate("MN-1001".into()).to_string(),
        ),
        ("sampleDeleteNotFound", SampleError::NotFound.to_string()),
        (
            "restaurantNameTooLong",
            refused(RestaurantName::parse(&too_long(61))),
        ),
        (
            "sampleImageNotHosted",
            field("Bild", ForeignImage).to_string(),
        ),
        ("voucherInvalid", VoucherRefusal::Invalid.to_string()),
        ("voucherExpired", VoucherRefusal::Expired.to_string()),
        ("voucherNotYetValid", VoucherRefusal::NotYetValid.to_string()),
        (
            "voucherAlreadyRedeemed",
            VoucherRefusal::AlreadyRedeemed.to_string(),
        ),
        (
            "voucherMinimumNotReached",
            VoucherRefusal::MinimumNotReached(Cents::new(2500)).to_string(),
        ),
        ("voucherNotApplicable", VoucherRefusal::NotApplicable.to_string()),
        ("voucherExists", VoucherAdminError::Exists.to_string()),
        ("voucherUsed", VoucherAdminError::Used.to_string()),
        ("voucherNotFound", VoucherAdminError::NotFound.to_string()),
        (
            "voucherCodeCharacters",
            VoucherFormError::CodeCharacters.to_string(),
        ),
        ("voucherCodeLength", VoucherFormError::CodeLength.to_string()),
        ("voucherPercent", VoucherFormError::Percent.to_string()),
        ("voucherAmount", VoucherFormError::Amount.to_string()),
        ("voucherRuleMissing", VoucherFormError::RuleMissing.to_string()),
        (
            "voucherDatesReversed",
            VoucherFormError::DatesReversed.to_string(),
        ),
        ("voucherNoUses", VoucherFormError::NoUses.to_string()),
        ("voucherTooManyUses", VoucherAdminError::TooManyUses.to_string()),
    ];
    messages
        .into_iter()
        .map(|(key, text)| (key.to_owned(), serde_json::Value::String(text)))
        .collect()
}

#[actix_web::test]
async fn the_front_ends_server_messages_are_the_servers() {
    let messages = serde_json::Value::Object(server_messages().await);
    let json = serde_json::to_string_pretty(&messages).unwrap();
    check_checked_in("src/testing/server-messages.json", &format!("{json}\n"));
}

/// Inclusive code point ranges of the characters `keep` accepts, ascending.
fn ranges_of(keep: impl Fn(char) -> bool) -> serde_json::Value {
    let mut ranges: Vec<(u32, u32)> = Vec::new();
    for c in (0..=0x10_FFFF)
        .filter_map(char::from_u32)
        .filter(|c| keep(*c))
    {
        let code = u32::from(c);
        match ranges.last_mut() {
            Some((_, last)) if *last + 1 == code => *last = code,
            _ => ranges.push((code, code)),
        }
    }
    serde_json::json!(
        ranges
            .iter()
            .map(|(first, last)| [first, last])
            .collect::<Vec<_>>()
    )
}

/// A free-text field as the front end names it: its limit, whether it
/// takes line breaks, and the server's own parser of it.
type TextField = (
    &'static str,
    usize,
    shop_domain::TextKind,
    fn(&str) -> Result<String, shop_domain::ValueError>,
);

/// Every free-text field the front end checks, with the server's parser.
fn text_fields() -> Vec<TextField> {
    use shop_app::catalog;
    use shop_domain::{
        Address, City, CompanyName, ContactMessage, ContactName, ContactPerson, LegalName,
        OrderReference, Phone, Remarks, RestaurantName, SampleNumber, Street, TextKind, WebsiteUrl,
        ZipCode, printable,
    };
    let (single, multi) = (TextKind::SingleLine, TextKind::MultiLine);
    vec![
        ("cardAddress", Address::MAX_CHARS, single, |raw| {
            Address::parse(raw).map(|v| v.to_string())
        }),
        ("city", City::MAX_CHARS, single, |raw| {
            City::parse(raw).map(|v| v.to_string())
        }),
        ("legalName", LegalName::MAX_CHARS, single, |raw| {
            LegalName::parse(raw).map(|v| v.to_string())
        }),
        ("companyName", CompanyName::MAX_CHARS, single, |raw| {
            CompanyName::parse(raw).map(|v| v.to_string())
        }),
        ("contactMessage", ContactMessage::MAX_CHARS, multi, |raw| {
            ContactMessage::parse(raw).map(|v| v.to_string())
        }),
        ("contactName", ContactName::MAX_CHARS, single, |raw| {
            ContactName::parse(raw).map(|v| v.to_string())
        }),
        ("contactPerson", ContactPerson::MAX_CHARS, single, |raw| {
            ContactPerson::parse(raw).map(|v| v.to_string())
        }),
        ("orderReference", OrderReference::MAX_CHARS, single, |raw| {
            OrderReference::parse_optional(raw)
                .map(|v| v.map(|v| v.to_string()).unwrap_or_default())
        }),
        ("phone", Phone::MAX_CHARS, single, |raw| {
            Phone::parse(raw).map(|v| v.to_string())
        }),
        // The back office's product texts (checked in `ProductEdit::validate` with these kinds).
        (
            "productDescription",
            catalog::DESCRIPTION_MAX,
            multi,
            |raw| printable(raw, TextKind::MultiLine),
        ),
        ("productName", catalog::NAME_MAX, single, |raw| {
            printable(raw.trim(), TextKind::SingleLine)
        }),
        ("remarks", Remarks::MAX_CHARS, multi, |raw| {
            Remarks::parse(raw).map(|v| v.to_string())
        }),
        ("restaurantName", RestaurantName::MAX_CHARS, single, |raw| {
            RestaurantName::parse(raw).map(|v| v.to_string())
        }),
        ("sampleNumber", SampleNumber::MAX_CHARS, single, |raw| {
            SampleNumber::parse(raw).map(|v| v.to_string())
        }),
        ("specialOffer", catalog::SPECIAL_OFFER_MAX, single, |raw| {
            printable(raw.trim(), TextKind::SingleLine)
        }),
        ("street", Street::MAX_CHARS, single, |raw| {
            Street::parse(raw).map(|v| v.to_string())
        }),
        ("url", WebsiteUrl::MAX_CHARS, single, |raw| {
            WebsiteUrl::parse(raw).map(|v| v.to_string())
        }),
        ("zipCode", ZipCode::MAX_CHARS, single, |raw| {
            ZipCode::parse(raw).map(|v| v.to_string())
        }),
    ]
}

/// The rules the front end applies before the server sees a form, written
/// by the server's own code: which characters each free-text field takes,
/// with its limit and whether it takes line breaks.
fn rules() -> serde_json::Value {
    use shop_domain::{TextKind, text, value_error};
    let fields = text_fields();
    serde_json::json!({
        "fields": fields
            .iter()
            .map(|(key, max, kind, _)| {
                ((*key).to_owned(), serde_json::json!({
                    "maxLength": max, "multiLine": *kind == TextKind::MultiLine,
                }))
            })
            .collect::<serde_json::Map<_, _>>(),
        "limits": {
            "emailMaxLength": shop_domain::Email::MAX_CHARS,
            "productPriceMaxCents": shop_app::catalog::PRICE_MAX,
            "surchargeMaxCents": shop_app::catalog::SURCHARGE_MAX,
            "phoneMinDigits": shop_domain::Phone::MIN_DIGITS,
            "quantity": {"min": shop_domain::Quantity::MIN, "max": shop_domain::Quantity::MAX},
            "orderLines": shop_app::MAX_LINES,
            "uploadMaxBytes": shop_app::uploads::MAX_UPLOAD_BYTES,
            "vatPercent": shop_domain::VAT_PERCENT,
            "shippingCents": shop_domain::SHIPPING.get(),
            "cardsPerPackMax": shop_domain::CARDS_PER_PACK_MAX,
            "qrTargetMaxChars": shop_domain::qr_link::TARGET_MAX_CHARS,
            "qrCodeLength": shop_domain::qr_link::SHORT_CODE_LEN,
            "qrCodeAlphabet": std::str::from_utf8(shop_domain::qr_link::SHORT_CODE_ALPHABET).unwrap(),
            "qrDisableReason": {
                "min": shop_app::qr_links::DISABLE_REASON_CHARS.start(),
                "max": shop_app::qr_links::DISABLE_REASON_CHARS.end(),
            },
            "voucherCode": {
                "min": shop_domain::voucher::CODE_MIN_CHARS,
                "max": shop_domain::voucher::CODE_MAX_CHARS,
            },
            "voucherUsesMax": shop_app::vouchers::MAX_USES_LIMIT,
            "paymentNoteMaxChars": shop_domain::invoice_terms::PAYMENT_NOTE_MAX_CHARS,
            "closureLabelMaxChars": shop_domain::working_days::CLOSURE_LABEL_MAX_CHARS,
            "invoiceTerms": {
                "limitCents": {
                    "min": shop_domain::invoice_terms::LIMIT_MIN_CENTS,
                    "max": shop_domain::invoice_terms::LIMIT_MAX_CENTS,
                },
                "days": {
                    "min": shop_domain::invoice_terms::DAYS_MIN,
                    "max": shop_domain::invoice_terms::DAYS_MAX,
                },
            },
            "trackingNumberMaxChars": shop_domain::order_steps::TRACKING_NUMBER_MAX_CHARS,
        },
        "addressPrinted": shop_domain::ADDRESS_PRINT_VECTORS
            .iter()
            .map(|(input, printed)| serde_json::json!({"input": input, "printed": printed}))
            .collect::<Vec<_>>(),
        "countries": shop_domain::MemberState::all()
            .map(|state| serde_json::json!({
                "code": state.code(),
                "name": state.name(),
                "nameFor": state.name_after_for(),
                "postalShapes": state.postal_shapes(),
                "dialling": state.dialling_digits(),
                "vatPrefix": state.vat_prefix(),
            }))
            .collect::<Vec<_>>(),
        "postalCodeVectors": shop_domain::eu::POSTAL_CODE_VECTORS
            .iter()
            .map(|(country, input, accepted)| serde_json::json!({
                "country": country, "input": input, "accepted": accepted,
            }))
            .collect::<Vec<_>>(),
        "phoneVectors": shop_domain::PHONE_VECTORS
            .iter()
            .map(|(input, accepted)| serde_json::json!({"input": input, "accepted": accepted}))
            .collect::<Vec<_>>(),
        "taxTable": tax_table(),
        "vatIdVectors": vat_id_vectors(),
        "euMessages": {
            "notEu": shop_domain::eu::NotAMemberState.to_string(),
            "postalCode": "Die Postleitzahl ist für {Land} ungültig.",
            "vatNumberNeeded": shop_domain::VatNumberNeeded.to_string(),
            "vatCheckDigit": shop_domain::values::INVALID_VAT_CHECK_DIGIT,
            "businessBuyerRequired": "Bitte bestätigen Sie, dass Sie als Unternehmer bestellen.",
            "businessBuyerLabel": "Ich bestelle als Unternehmer im Sinne von § 14 BGB.",
            "intraCommunityVat": "Umsatzsteuer 0 % – steuerfreie innergemeinschaftliche Lieferung",
            "b2bNotice": "Nur für Gewerbetreibende – alle Preise zzgl. MwSt.",
        },
        "templateLabels": shop_domain::TEMPLATE_LABELS
            .iter()
            .map(|(key, label)| ((*key).to_owned(), serde_json::json!(label)))
            .collect::<serde_json::Map<_, _>>(),
        "patterns": {
            "email": shop_domain::values::EMAIL_PATTERN_SOURCE,
            "phone": shop_domain::values::PHONE_PATTERN_SOURCE.as_str(),
            "url": shop_domain::values::URL_PATTERN_SOURCE,
        },
        "text": {
            "controlMessage": value_error::CONTROL_CHARACTER,
            "controlRanges": ranges_of(text::is_control),
            "lineBreaks": [10, 13],
            "printableRanges": ranges_of(text::is_printable),
            "unprintableMessage": value_error::UNPRINTABLE_TEMPLATE,
        },
    })
}

/// German USt-IdNr. and whether their check digit holds (the research's
/// valid and invalid numbers, the demo seller's, and a leading 0).
fn vat_id_vectors() -> Vec<serde_json::Value> {
    [
        "DE136695976",
        "DE876543219",
        "DE666666660",
        "DE812345673",
        "DE136695978",
        "DE123456789",
        "DE876543210",
        "DE012345678",
    ]
    .iter()
    .map(|input| {
        serde_json::json!({
            "input": input,
            "checkDigitOk": shop_domain::VatId::from_stored(input)
                .ok()
                .flatten()
                .is_some_and(|id| id.passes_check_digit()),
        })
    })
    .collect()
}

/// Every cell of the tax table, from the domain's own decision: Germany and
/// the Netherlands against each kind of buyer number.
fn tax_table() -> Vec<serde_json::Value> {
    use shop_domain::{BuyerVatNumber, MemberState, tax_treatment};
    let mut cells = Vec::new();
    for delivery in [
        MemberState::GERMANY,
        MemberState::parse("NL").unwrap(),
        MemberState::parse("BE").unwrap(),
    ] {
        for (buyer, key) in [
            (BuyerVatNumber::None, "none"),
            (BuyerVatNumber::German, "german"),
            (BuyerVatNumber::ConfirmedOtherState, "confirmedOtherState"),
        ] {
            cells.push(serde_json::json!({
                "delivery": delivery.code(),
                "buyer": key,
                "category": tax_treatment(delivery, buyer).ok().map(|category| category.code()),
            }));
        }
    }
    cells
}

/// The character rule's verdicts on what real people and attackers type,
/// per field, from the field's own parser.
fn text_vectors() -> Vec<serde_json::Value> {
    use shop_domain::ValueError;
    // Short enough for every field; what real people and attackers type.
    let inputs = [
        "Müller",
        "Straße 5",
        "İzmir Ağaç",
        "Ταβέρνα",
        "Москва",
        "Phở",
        "Mu\u{308}ller",
        "q\u{308}",
        "北京烤鸭",
        "Pizza 🍕",
        "مطعم",
        "מסעדה",
        "A\u{202E}B",
        "A\u{2066}B",
        "A\u{200B}B",
        "A\u{0}B",
        "A\u{FEFF}B",
        "A\u{AD}B",
        "A\u{FFFE}B",
        "A\nB",
        "A\r\nB",
        "A\tB",
        "0170 12345",
        "0170\u{202E}12345",
        "0170 🍕 12345",
        "www.mü.de",
    ];
    let mut vectors = Vec::new();
    for (field, _, _, parse) in &text_fields() {
        for input in inputs {
            // Only the character rule's verdicts: length and pattern rules have vectors of their own.
            let (message, value) = match parse(input) {
                Ok(value) => (None, Some(value)),
                Err(error @ (ValueError::ControlCharacter | ValueError::Unprintable(_))) => {
                    (Some(error.to_string()), None)
                }
                Err(_) => continue,
            };
            vectors.push(serde_json::json!({
                "field": field, "input": input, "message": message, "value": value,
            }));
        }
    }
    vectors
}

/// Inputs with the verdict and text of the very parser that refuses them:
/// the front end's tests run them through its own code. Kept apart from
/// the rules, which ship in the app, while the vectors only serve the tests.
fn rule_vectors() -> serde_json::Value {
    serde_json::json!({
        "text": text_vectors(),
        "phone": parsed_vectors(
            &[
                "0170 1234567", "+49 170 1234567", "0049 2161 123456", "  02161 123456  ",
                "+49 12", "0170", "12345", "1234", "abc", "0170-123456", "+49 (170) 123",
                "0170 1234 5678 9012 345", "0170\u{2028}123456", "",
            ],
            |raw| shop_domain::Phone::parse(raw).map(|v| v.to_string()),
        ),
        "email": parsed_vectors(
            &[
                "kunde@example.de", " Kunde@Example.DE ", "kein-at", "a@b.c", "a.b+c@d-e.de",
                "ä@b.de", "a@b", &format!("{}@example.de", "a".repeat(243)),
                &format!("{}@example.de", "a".repeat(244)), "",
            ],
            |raw| shop_domain::Email::parse(raw).map(|v| v.to_string()),
        ),
        "url": parsed_vectors(
            &[
                "www.pizzeria-roma.de", "http://roma.de/karte", "HTTPS://ROMA.DE", "roma.de:8080/karte?x=1",
                "roma", "roma .de", &format!("www.{}.de", "a".repeat(33)),
                &format!("www.{}.de", "a".repeat(34)), "",
            ],
            |raw| shop_domain::WebsiteUrl::parse(raw).map(|url| url.qr_text()),
        ),
        "vatId": parsed_vectors(
            &["DE136695976", "de 136.695-976", "DE123456789", "ATU12345678", "DE12345678", "XX123456789", "FRAB123456789", ""],
            |raw| {
                shop_domain::VatId::parse_optional(raw)
                    .map(|id| id.map(|id| id.to_string()).unwrap_or_default())
            },
        ),
        "quantity": quantity_vectors(),
        "cart": cart_vectors(),
        "unitPrice": unit_price_vectors(),
        "logoDpi": logo_dpi_vectors(),
        "turnedPhoto": (1..=8_u16)
            .map(|exif| {
                let (width, height) = shop_domain::Orientation::from_exif(exif).upright_size(4000, 3000);
                serde_json::json!({
                    "exifOrientation": exif, "storedWidth": 4000, "storedHeight": 3000,
                    "measuredWidth": width, "measuredHeight": height,
                })
            })
            .collect::<Vec<_>>(),
    })
}

/// Quantities as sent, with the server's refusal (1 to 15 are fine).
fn quantity_vectors() -> Vec<serde_json::Value> {
    [0_i64, 1, 15, 16, -1]
        .into_iter()
        .map(|raw| {
            let message = shop_domain::Quantity::new(raw)
                .err()
                .map(|error| error.to_string());
            serde_json::json!({"input": raw, "message": message})
        })
        .collect()
}

/// A logo's pixel size and its print resolution in the 23 × 18 mm box,
/// with the verdict (`sharp`, `low` warns, `tooSmall` refuses).
fn logo_dpi_vectors() -> Vec<serde_json::Value> {
    let rule = shop_print::LAYOUT.logo_print_rule();
    [
        (600, 400),
        (300, 200),
        (272, 213),
        (271, 212),
        (136, 107),
        (135, 106),
        (4000, 4000),
        (1, 1),
    ]
    .into_iter()
    .map(|(width, height)| {
        let (dpi, verdict) = match rule.assess(width, height) {
            shop_domain::LogoResolution::Sharp { dpi } => (dpi, "sharp"),
            shop_domain::LogoResolution::Low { dpi } => (dpi, "low"),
            shop_domain::LogoResolution::TooSmall { dpi, .. } => (dpi, "tooSmall"),
        };
        serde_json::json!({"width": width, "height": height, "dpi": dpi, "verdict": verdict})
    })
    .collect()
}

/// `inputs` through the server's `parse`: the stored text, or the refusal's message.
fn parsed_vectors(
    inputs: &[&str],
    parse: impl Fn(&str) -> Result<String, shop_domain::ValueError>,
) -> Vec<serde_json::Value> {
    inputs
        .iter()
        .map(|input| {
            let (value, message) = match parse(input) {
                Ok(value) => (Some(value), None),
                Err(error) => (None, Some(error.to_string())),
            };
            serde_json::json!({"input": input, "message": message, "value": value})
        })
        .collect()
}

/// Carts as lines of unit price and quantity, with the order's net, VAT and
/// gross as the server computes them (19 % once on the net sum, rounded half up).
fn cart_vectors() -> Vec<serde_json::Value> {
    let carts: [&[(i64, u8)]; 5] = [
        &[(4990, 1)],
        &[(4990, 3), (7490, 2)],
        &[(1, 1)],
        &[(3, 1)],
        &[(12345, 15), (99, 7), (250_000, 1)],
    ];
    carts
        .iter()
        .map(|lines| {
            let net: i64 = lines.iter().map(|(unit, quantity)| unit * i64::from(*quantity)).sum();
            let totals = shop_domain::Totals::from_net(shop_domain::Cents::new(net));
            serde_json::json!({
                "lines": lines
                    .iter()
                    .map(|(unit, quantity)| serde_json::json!({"unitPrice": unit, "quantity": quantity}))
                    .collect::<Vec<_>>(),
                "net": totals.net.get(), "vat": totals.vat.get(), "gross": totals.gross.get(),
            })
        })
        .collect()
}

/// A product's unit price per packing choice: its price, plus its surcharge
/// when packed; a packed-only product refuses the loose choice.
fn unit_price_vectors() -> Vec<serde_json::Value> {
    use shop_domain::{
        CategoryId, Cents, PackingRule, Processing, Product, ProductId, ProductKind, unit_price,
    };
    let mut vectors = Vec::new();
    for (price, relative, packing) in [
        (4990, 2500, PackingRule::Any),
        (7490, 5000, PackingRule::Any),
        (2990, 7500, PackingRule::PackedOnly),
    ] {
        let product = Product {
            id: ProductId::parse(2).unwrap(),
            name: "Karte".into(),
            description: String::new(),
            price: Cents::new(price),
            category: CategoryId::CARDS,
            kind: ProductKind::Card,
            packing,
            image: String::new(),
            image_pack: None,
            relative_price: Cents::new(relative),
            special_offer: None,
            artikel_num: String::new(),
            cards_per_pack: shop_domain::CardsPerPack::SINGLE,
        };
        for processing in [
            Processing::NotIndividuallyPacked,
            Processing::IndividuallyPacked,
        ] {
            let (unit, message) = match unit_price(&product, processing) {
                Ok(unit) => (Some(unit.get()), None),
                Err(error) => (None, Some(error.to_string())),
            };
            vectors.push(serde_json::json!({
                "price": price, "relativePrice": relative, "packingRule": packing.as_str(),
                "processing": processing.label(), "unitPrice": unit, "message": message,
            }));
        }
    }
    vectors
}

#[test]
fn the_front_ends_rules_are_the_servers() {
    for (file, value) in [
        ("src/lib/rules.generated.json", rules()),
        ("src/testing/rule-vectors.generated.json", rule_vectors()),
    ] {
        let json = serde_json::to_string_pretty(&value).unwrap();
        check_checked_in(file, &format!("{json}\n"));
    }
}
