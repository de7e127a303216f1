//! The OpenAPI document's frame: the API's description and tags, and the
//! answers every call can get from the layers in front of the handlers.
//! The paths come from the routes' own registration (`routes::document`).

use shop_domain::{
    Address, City, CompanyName, ContactMessage, ContactName, ContactPerson, Email, LegalName,
    OrderReference, Password, Phone, Quantity, Remarks, RestaurantName, SampleNumber, Street,
    WebsiteUrl, ZipCode, invoice_terms, qr_link, values, voucher,
};
use utoipa::{
    Number, OpenApi,
    openapi::{
        ContentBuilder, HttpMethod, RefOr, Response, ResponseBuilder, path::Operation,
        schema::Schema,
    },
};

#[derive(OpenApi)]
#[openapi(
    info(title = "PrimeCards Shop API", description = "API of the PrimeCards web shop. Every error answers `{\"code\": \"<stable code>\", \"message\": \"<German text>\"}`: clients branch on `code` (listed in the `ErrorCode` schema), never on the text."),
    servers((url = "/api")),
    tags(
        (name = "system", description = "Health and API description"),
        (name = "products", description = "The catalogue"),
        (name = "samples", description = "Designs by sample number"),
        (name = "auth", description = "Sign-up, sign-in and sessions"),
        (name = "users", description = "Activation, password reset and the customer's own data (DSGVO)"),
        (name = "wishlists", description = "The signed-in customer's wishlist"),
        (name = "orders", description = "Checkout, payment status and the customer's orders"),
        (name = "documents", description = "Invoices and credit notes of paid orders (Factur-X EN 16931)"),
        (name = "production", description = "Print-ready proofs of design lines"),
        (name = "payments", description = "Provider webhook and the local test payment provider"),
        (name = "messages", description = "The contact form"),
        (name = "images", description = "Image uploads"),
        (name = "admin", description = "The back-office (admins only)"),
    )
)]
pub struct ApiDoc;

/// The whole document for `paths`: described, and with the common answers.
pub fn complete(paths: utoipa::openapi::OpenApi) -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi().merge_from(paths);
    for (_, item) in doc.paths.paths.iter_mut() {
        for (method, operation) in [
            (HttpMethod::Get, &mut item.get),
            (HttpMethod::Post, &mut item.post),
            (HttpMethod::Put, &mut item.put),
            (HttpMethod::Delete, &mut item.delete),
            (HttpMethod::Patch, &mut item.patch),
        ] {
            if let Some(operation) = operation {
                add_common_answers(&method, operation);
            }
        }
    }
    let missing = add_request_rules(&mut doc);
    if !missing.is_empty() {
        tracing::error!(
            ?missing,
            "request fields named in the rules are not in the document"
        );
    }
    doc
}

/// A limit the server enforces on a request field.
enum Rule {
    MaxLength(usize),
    Length(usize, usize),
    Pattern(&'static str),
    Range(i64, i64),
}

/// The request fields' limits as the domain's value types enforce them,
/// written into the document from the same constants, so the fuzzer probes
/// the boundaries and no number is copied by hand.
fn request_rules() -> Vec<(&'static str, &'static str, Rule)> {
    use Rule::{Length, MaxLength, Pattern, Range};
    let mut rules = vec![
        (
            "SignUpBody",
            "companyName",
            MaxLength(CompanyName::MAX_CHARS),
        ),
        (
            "SignUpBody",
            "password",
            Length(Password::MIN_CHARS, Password::MAX_CHARS),
        ),
        (
            "ProfileBody",
            "companyName",
            MaxLength(CompanyName::MAX_CHARS),
        ),
        ("ProfileBody", "phone", MaxLength(Phone::MAX_CHARS)),
        ("ProfileBody", "address", MaxLength(Address::MAX_CHARS)),
        (
            "PasswordChangeBody",
            "newPassword",
            Length(Password::MIN_CHARS, Password::MAX_CHARS),
        ),
        ("ContactFields", "name", MaxLength(ContactName::MAX_CHARS)),
        (
            "ContactFields",
            "message",
            MaxLength(ContactMessage::MAX_CHARS),
        ),
        (
            "ShippingInfoBody",
            "responsableName",
            MaxLength(ContactPerson::MAX_CHARS),
        ),
        (
            "ShippingInfoBody",
            "companyName",
            MaxLength(CompanyName::MAX_CHARS),
        ),
        (
            "ShippingInfoBody",
            "shippingAddress",
            MaxLength(Street::MAX_CHARS),
        ),
        ("ShippingInfoBody", "zipCode", MaxLength(ZipCode::MAX_CHARS)),
        ("ShippingInfoBody", "city", MaxLength(City::MAX_CHARS)),
        (
            "ShippingInfoBody",
            "orderReference",
            MaxLength(OrderReference::MAX_CHARS),
        ),
        (
            "BillingAddressBody",
            "legalName",
            MaxLength(LegalName::MAX_CHARS),
        ),
        ("BillingAddressBody", "street", MaxLength(Street::MAX_CHARS)),
        (
            "BillingAddressBody",
            "zipCode",
            MaxLength(ZipCode::MAX_CHARS),
        ),
        ("BillingAddressBody", "city", MaxLength(City::MAX_CHARS)),
        (
            "OrderLineBody",
            "qte",
            Range(Quantity::MIN.into(), Quantity::MAX.into()),
        ),
        ("OrderLineBody", "remarks", MaxLength(Remarks::MAX_CHARS)),
        (
            "OrderLineBody",
            "musterNumber",
            MaxLength(SampleNumber::MAX_CHARS),
        ),
        ("OrderLineBody", "address", MaxLength(Address::MAX_CHARS)),
        ("OrderLineBody", "phone", MaxLength(Phone::MAX_CHARS)),
        ("OrderLineBody", "url", MaxLength(WebsiteUrl::MAX_CHARS)),
        (
            "SampleFields",
            "musterNumber",
            MaxLength(SampleNumber::MAX_CHARS),
        ),
        (
            "SampleFields",
            "restaurentName",
            MaxLength(RestaurantName::MAX_CHARS),
        ),
        (
            "UpdateProductBody",
            "name",
            MaxLength(shop_app::catalog::NAME_MAX),
        ),
        (
            "UpdateProductBody",
            "description",
            MaxLength(shop_app::catalog::DESCRIPTION_MAX),
        ),
        (
            "UpdateProductBody",
            "specialOffer",
            MaxLength(shop_app::catalog::SPECIAL_OFFER_MAX),
        ),
        ("ReviseBody", "remarks", MaxLength(Remarks::MAX_CHARS)),
        ("ReviseBody", "address", MaxLength(Address::MAX_CHARS)),
        ("ReviseBody", "phone", MaxLength(Phone::MAX_CHARS)),
        ("ReviseBody", "url", MaxLength(WebsiteUrl::MAX_CHARS)),
        (
            "QrTargetBody",
            "target",
            MaxLength(qr_link::TARGET_MAX_CHARS),
        ),
        (
            "QrDisableBody",
            "reason",
            Length(
                *shop_app::qr_links::DISABLE_REASON_CHARS.start(),
                *shop_app::qr_links::DISABLE_REASON_CHARS.end(),
            ),
        ),
        (
            "NewVoucherBody",
            "percentOff",
            Range(
                (*voucher::PERCENT_OFF.start()).into(),
                (*voucher::PERCENT_OFF.end()).into(),
            ),
        ),
        (
            "NewVoucherBody",
            "maxUses",
            Range(1, shop_app::vouchers::MAX_USES_LIMIT),
        ),
        (
            "NewVoucherBody",
            "maxUsesPerCustomer",
            Range(1, shop_app::vouchers::MAX_USES_LIMIT),
        ),
        (
            "InvoiceTermsBody",
            "limitCents",
            Range(
                invoice_terms::LIMIT_MIN_CENTS,
                invoice_terms::LIMIT_MAX_CENTS,
            ),
        ),
        (
            "BookPaymentBody",
            "amountCents",
            Range(1, invoice_terms::PAYMENT_MAX_CENTS),
        ),
        (
            "BookPaymentBody",
            "note",
            MaxLength(invoice_terms::PAYMENT_NOTE_MAX_CHARS),
        ),
        (
            "InvoiceTermsBody",
            "days",
            Range(
                invoice_terms::DAYS_MIN.into(),
                invoice_terms::DAYS_MAX.into(),
            ),
        ),
    ];
    for schema in ["NewVoucherBody", "VoucherCheckBody"] {
        rules.push((
            schema,
            "code",
            Length(voucher::CODE_MIN_CHARS, voucher::CODE_MAX_CHARS),
        ));
    }
    for schema in ["SignUpBody", "ContactFields", "ShippingInfoBody"] {
        rules.extend([
            (
                schema,
                "phone",
                Pattern(values::PHONE_PATTERN_SOURCE.as_str()),
            ),
            (schema, "phone", MaxLength(Phone::MAX_CHARS)),
            (schema, "email", MaxLength(Email::MAX_CHARS)),
        ]);
    }
    rules
}

/// Writes [`request_rules`] into the document; answers the fields it did
/// not find (a renamed field must not lose its rules silently).
fn add_request_rules(doc: &mut utoipa::openapi::OpenApi) -> Vec<String> {
    let Some(components) = doc.components.as_mut() else {
        return vec!["components".to_owned()];
    };
    let mut missing = Vec::new();
    for (schema, field, rule) in request_rules() {
        let property = match components.schemas.get_mut(schema) {
            Some(RefOr::T(Schema::Object(object))) => match object.properties.get_mut(field) {
                Some(RefOr::T(Schema::Object(property))) => Some(property),
                _ => None,
            },
            _ => None,
        };
        let Some(property) = property else {
            missing.push(format!("{schema}.{field}"));
            continue;
        };
        match rule {
            Rule::MaxLength(max) => property.max_length = Some(max),
            Rule::Length(min, max) => {
                property.min_length = Some(min);
                property.max_length = Some(max);
            }
            Rule::Pattern(pattern) => property.pattern = Some(pattern.to_owned()),
            Rule::Range(min, max) => {
                property.minimum = Some(Number::Int(isize::try_from(min).unwrap_or(isize::MIN)));
                property.maximum = Some(Number::Int(isize::try_from(max).unwrap_or(isize::MAX)));
            }
        }
    }
    missing
}

/// What the guard, the extractors and the error mapper answer before or
/// around any handler, so the document is true for every call.
fn add_common_answers(method: &HttpMethod, operation: &mut Operation) {
    let changes_state = !matches!(
        method,
        HttpMethod::Get | HttpMethod::Head | HttpMethod::Options
    );
    let takes_input = changes_state
        || operation
            .parameters
            .as_ref()
            .is_some_and(|parameters| !parameters.is_empty());
    let mut common = vec![("500", "Server error")];
    if takes_input {
        common.push(("400", "Malformed parameters or body"));
    }
    if changes_state {
        common.extend([
            ("403", "Sent from a foreign Origin"),
            ("413", "Body larger than the API reads"),
            ("415", "Body neither JSON nor (for uploads) multipart"),
        ]);
    }
    for (status, description) in common {
        operation
            .responses
            .responses
            .entry(status.to_owned())
            .or_insert_with(|| RefOr::T(error_answer(description)));
    }
}

fn error_answer(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            ContentBuilder::new()
                .schema(Some(RefOr::Ref(utoipa::openapi::Ref::from_schema_name(
                    "ErrorBody",
                ))))
                .build(),
        )
        .build()
}

#[cfg(test)]
mod tests {
    /// The document already carries the rules; writing them again finds every field.
    #[test]
    fn every_request_rule_names_a_field_of_the_document() {
        let mut doc = crate::routes::document();
        assert_eq!(super::add_request_rules(&mut doc), Vec::<String>::new());
    }
}
