//! The JSON shapes of the products routes.

use serde::{Deserialize, Serialize};
use shop_domain::Product;
use utoipa::ToSchema;

/// A product as the shop shows it; money in cents.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProductDto {
    #[serde(rename = "productId")]
    pub product_id: i64,
    pub name: String,
    pub description: String,
    /// Net price in cents.
    pub price: i64,
    /// The tab it is listed under: 2 cards, 3 bottle openers, 4 sample-number magnets.
    pub category_id: i32,
    /// What it is: `card`, `bottleOpener` or `samplePack`; decides its page and form.
    #[schema(example = "card")]
    pub kind: String,
    /// `any` (loose or individually packed) or `packedOnly`.
    #[serde(rename = "packingRule")]
    #[schema(example = "any")]
    pub packing_rule: String,
    pub image: String,
    /// Pack image (sample-number products) or second view (bottle openers).
    #[serde(rename = "imagePack")]
    pub image_pack: Option<String>,
    /// Surcharge in cents for individually packed magnets.
    #[serde(rename = "relativePrice")]
    pub relative_price: i64,
    #[serde(rename = "specialOffer")]
    pub special_offer: Option<String>,
    #[serde(rename = "artikelNum")]
    pub artikel_num: String,
    /// The cards (or magnets) one pack holds: an order line's quantity counts packs; 1 for bottle openers.
    #[serde(rename = "cardsPerPack")]
    #[schema(minimum = 1, maximum = 10000, example = 100)]
    pub cards_per_pack: u32,
}

#[derive(Serialize, ToSchema)]
pub struct ProductList {
    pub products: Vec<ProductDto>,
}

/// The back-office's product edit; money in cents. Category, images and
/// article number are not editable.
#[derive(Deserialize, ToSchema)]
pub struct UpdateProductBody {
    #[serde(rename = "productId")]
    pub product_id: i64,
    /// 1 to 100 characters.
    pub name: String,
    /// Up to 2000 characters.
    pub description: String,
    /// Net price in cents, 1 to 1,000,000.
    pub price: i64,
    /// Surcharge in cents for individually packed magnets, 0 to 100,000.
    #[serde(rename = "relativePrice")]
    pub relative_price: i64,
    /// Up to 100 characters; empty or null for none.
    #[serde(rename = "specialOffer")]
    pub special_offer: Option<String>,
    /// `any` or `packedOnly`; left out, the rule stays as it is.
    #[serde(rename = "packingRule", default)]
    pub packing_rule: Option<String>,
    /// The cards one pack holds, 1 to 10000; left out, the number stays as it is.
    #[serde(rename = "cardsPerPack", default)]
    #[schema(minimum = 1, maximum = 10000)]
    pub cards_per_pack: Option<i64>,
}

#[derive(Serialize, ToSchema)]
pub struct UpdatedProduct {
    pub product: ProductDto,
}

impl From<Product> for ProductDto {
    fn from(product: Product) -> Self {
        Self {
            product_id: product.id.get(),
            name: product.name,
            description: product.description,
            price: product.price.get(),
            category_id: product.category.get(),
            kind: product.kind.as_str().to_owned(),
            packing_rule: product.packing.as_str().to_owned(),
            image: product.image,
            image_pack: product.image_pack,
            relative_price: product.relative_price.get(),
            special_offer: product.special_offer,
            artikel_num: product.artikel_num,
            cards_per_pack: product.cards_per_pack.get(),
        }
    }
}
