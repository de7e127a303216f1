//! A line's design in text columns, as order lines and proof versions keep
//! it: written from the domain's design, read back through its parsers.

use shop_domain::{
    Address, BottleOpenerDesign, CardDesign, HostedImage, LineDesign, Phone, ProductKind,
    SampleNumber, TemplateCategory, WebsiteUrl,
};
use shop_ports::StoreError;

use crate::errors::corrupt;

/// A column's parsed value, or the column named as corrupt.
pub(crate) fn parsed<T, E: std::fmt::Display>(
    what: &str,
    result: Result<T, E>,
) -> Result<T, StoreError> {
    result.map_err(|error| corrupt(what, error))
}

/// An optional text column: empty means none.
pub(crate) fn optional<T, E: std::fmt::Display>(
    what: &str,
    raw: &str,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Result<Option<T>, StoreError> {
    if raw.is_empty() {
        Ok(None)
    } else {
        parsed(what, parse(raw)).map(Some)
    }
}

/// The design of a product of `kind` from its text columns.
pub(crate) fn design_of(kind: &str, columns: &DesignColumns<'_>) -> Result<LineDesign, StoreError> {
    let logo = || optional("line logo", columns.logo, HostedImage::parse);
    Ok(match parsed("line kind", ProductKind::parse(kind))? {
        ProductKind::Card => LineDesign::Card(CardDesign {
            template: parsed("line template", TemplateCategory::parse(columns.template))?,
            logo: logo()?,
            address: parsed("line address", Address::parse(columns.address))?,
            phone: parsed("line phone", Phone::parse(columns.phone))?,
            url: parsed("line url", WebsiteUrl::parse(columns.url))?,
        }),
        ProductKind::BottleOpener => LineDesign::BottleOpener(BottleOpenerDesign {
            url: optional("line url", columns.url, WebsiteUrl::parse)?,
            logo: logo()?,
        }),
        ProductKind::SamplePack => LineDesign::SamplePack {
            sample_number: parsed("sample number", SampleNumber::parse(columns.sample_number))?,
        },
    })
}

/// The design's text columns; a design leaves the ones it has not empty.
#[derive(Default)]
pub(crate) struct DesignColumns<'a> {
    pub(crate) template: &'a str,
    pub(crate) address: &'a str,
    pub(crate) phone: &'a str,
    pub(crate) url: &'a str,
    pub(crate) logo: &'a str,
    pub(crate) sample_number: &'a str,
}

impl<'a> From<&'a LineDesign> for DesignColumns<'a> {
    fn from(design: &'a LineDesign) -> Self {
        let logo = design.logo().map_or("", HostedImage::as_str);
        match design {
            LineDesign::Card(card) => DesignColumns {
                template: card.template.as_str(),
                address: card.address.as_str(),
                phone: card.phone.as_str(),
                url: card.url.as_str(),
                logo,
                ..DesignColumns::default()
            },
            LineDesign::BottleOpener(opener) => DesignColumns {
                url: opener.url.as_ref().map_or("", WebsiteUrl::as_str),
                logo,
                ..DesignColumns::default()
            },
            LineDesign::SamplePack { sample_number } => DesignColumns {
                sample_number: sample_number.as_str(),
                ..DesignColumns::default()
            },
        }
    }
}
