//! The buyer's side of an order: the billing address (beside the delivery
//! address, in `shipping_data`), the business confirmation and AGB version
//! (`order_agreements`), and the tax office's confirmation of a foreign
//! USt-IdNr. (`vat_id_checks`).

use diesel::prelude::*;
use shop_domain::{
    BillingAddress, BillingForm, FieldMatch, OrderBuyer, OrderId, RegistryAnswer, VatEvidence,
    VatId,
};
use shop_ports::StoreError;

use super::line_design::parsed;
use crate::{
    connection::DbConnection,
    errors::{MapDb, corrupt},
    schema::{order_agreements, shipping_data, vat_id_checks},
};

/// Writes `buyer` for the order just inserted as `order` (its shipping
/// row exists already).
pub(super) fn insert(
    conn: &mut DbConnection,
    order: OrderId,
    buyer: &OrderBuyer,
) -> Result<(), StoreError> {
    if let Some(billing) = &buyer.billing {
        diesel::update(shipping_data::table.find(order.get()))
            .set((
                shipping_data::billing_legal_name.eq(billing.legal_name.as_str()),
                shipping_data::billing_street.eq(billing.street.as_str()),
                shipping_data::billing_zip_code.eq(billing.zip_code.as_str()),
                shipping_data::billing_city.eq(billing.city.as_str()),
                shipping_data::billing_country.eq(billing.country.code()),
            ))
            .execute(conn)
            .map_db()?;
    }
    diesel::insert_into(order_agreements::table)
        .values((
            order_agreements::order_id.eq(order.get()),
            order_agreements::business_buyer_confirmed_at.eq(buyer.business_buyer_confirmed_at),
            order_agreements::terms_version.eq(buyer.terms_version.as_deref()),
        ))
        .execute(conn)
        .map_db()?;
    if let Some(check) = &buyer.vat_check {
        let code = |field: Option<FieldMatch>| field.map(FieldMatch::code);
        diesel::insert_into(vat_id_checks::table)
            .values((
                vat_id_checks::order_id.eq(order.get()),
                vat_id_checks::vat_id.eq(check.vat_id.as_str()),
                vat_id_checks::checked_at.eq(check.checked_at),
                vat_id_checks::status.eq(&check.answer.status),
                vat_id_checks::name_match.eq(code(check.answer.name)),
                vat_id_checks::street_match.eq(code(check.answer.street)),
                vat_id_checks::zip_code_match.eq(code(check.answer.zip_code)),
                vat_id_checks::city_match.eq(code(check.answer.city)),
                vat_id_checks::answer_sha256.eq(&check.body_sha256),
            ))
            .execute(conn)
            .map_db()?;
    }
    Ok(())
}

type BillingColumns = (
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
    Option<String>,
);

#[derive(Queryable)]
struct VatCheckRow {
    _order_id: i64,
    vat_id: String,
    checked_at: chrono::NaiveDateTime,
    status: String,
    name_match: Option<String>,
    street_match: Option<String>,
    zip_code_match: Option<String>,
    city_match: Option<String>,
    answer_sha256: String,
}

/// What is recorded of the buyer of order `id`; the default for an order
/// placed before these records existed.
pub(super) fn of(conn: &mut DbConnection, id: OrderId) -> Result<OrderBuyer, StoreError> {
    let billing: Option<BillingColumns> = shipping_data::table
        .find(id.get())
        .select((
            shipping_data::billing_legal_name,
            shipping_data::billing_street,
            shipping_data::billing_zip_code,
            shipping_data::billing_city,
            shipping_data::billing_country,
        ))
        .first(conn)
        .optional()
        .map_db()?;
    let billing = match billing {
        Some((Some(legal_name), Some(street), Some(zip_code), Some(city), country)) => {
            Some(parsed(
                "billing address",
                BillingAddress::from_stored(BillingForm {
                    legal_name: &legal_name,
                    street: &street,
                    zip_code: &zip_code,
                    city: &city,
                    country: country.as_deref().unwrap_or_default(),
                }),
            )?)
        }
        _ => None,
    };
    let agreement: Option<(Option<chrono::NaiveDateTime>, Option<String>)> =
        order_agreements::table
            .find(id.get())
            .select((
                order_agreements::business_buyer_confirmed_at,
                order_agreements::terms_version,
            ))
            .first(conn)
            .optional()
            .map_db()?;
    let (business_buyer_confirmed_at, terms_version) = agreement.unwrap_or_default();
    let vat_check = vat_id_checks::table
        .find(id.get())
        .first::<VatCheckRow>(conn)
        .optional()
        .map_db()?
        .map(|row| -> Result<VatEvidence, StoreError> {
            let field = |code: Option<String>| code.as_deref().and_then(FieldMatch::parse);
            Ok(VatEvidence {
                vat_id: VatId::from_stored(&row.vat_id)
                    .ok()
                    .flatten()
                    .ok_or_else(|| corrupt("checked VAT ID", &row.vat_id))?,
                checked_at: row.checked_at,
                answer: RegistryAnswer {
                    status: row.status,
                    name: field(row.name_match),
                    street: field(row.street_match),
                    zip_code: field(row.zip_code_match),
                    city: field(row.city_match),
                },
                body_sha256: row.answer_sha256,
            })
        })
        .transpose()?;
    Ok(OrderBuyer {
        billing,
        business_buyer_confirmed_at,
        terms_version,
        vat_check,
    })
}
