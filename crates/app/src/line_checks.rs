//! The rules of an order line beyond its own fields, wherever a design is
//! entered (placing an order, revising a proof): priced from the catalogue,
//! its logo one of the shop's own uploads and sharp enough for print.

use shop_domain::{
    LineError, LineForm, LogoPrintRule, LogoRule, LogoTooSmall, NewOrderLine, Product, ProductId,
};
use shop_ports::{Repos, StoreError, TxError};

/// Why one line was refused, before its position is named.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineCheckError {
    #[error("{0}")]
    Line(LineError),
    /// The logo is not one of the shop's stored uploads (or is gone).
    #[error("Logo: Das Logo ist nicht im Shop gespeichert. Bitte laden Sie es erneut hoch.")]
    UnknownLogo,
    /// The logo would print blurred: the customer needs a larger file.
    #[error("{0}")]
    LogoTooSmall(LogoTooSmall),
}

/// The catalogue's product a line names; `None` for an id that names none.
///
/// # Errors
/// The store's failure.
pub(crate) fn product_of(
    repos: &mut dyn Repos,
    form: &LineForm,
) -> Result<Option<Product>, StoreError> {
    match ProductId::parse(form.product_id) {
        Ok(id) => repos.products().find(id),
        Err(_) => Ok(None),
    }
}

/// One line priced from `product`, its logo one of the shop's own uploads
/// and sharp enough for print: the rules of an order line, wherever a
/// design is entered (placing an order, revising a proof).
///
/// # Errors
/// The broken rule as a [`TxError::Rule`], or the store's failure.
pub(crate) fn checked_line(
    repos: &mut dyn Repos,
    product: &Product,
    form: &LineForm,
    logo_rule: LogoRule,
    print_rule: LogoPrintRule,
) -> Result<NewOrderLine, TxError<LineCheckError>> {
    let line = NewOrderLine::priced(product, form, logo_rule)
        .map_err(|error| TxError::Rule(LineCheckError::Line(error)))?;
    if let Some(logo) = line.design.logo() {
        let upload = repos
            .uploads()
            .find(logo.as_str())?
            .ok_or(TxError::Rule(LineCheckError::UnknownLogo))?;
        // Uploads from before sizes were kept pass: their size is unknown.
        if let Some(size) = upload.size {
            print_rule
                .check(size.width, size.height)
                .map_err(|too_small| TxError::Rule(LineCheckError::LogoTooSmall(too_small)))?;
        }
    }
    Ok(line)
}
