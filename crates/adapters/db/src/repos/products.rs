use diesel::prelude::*;
use shop_domain::{CardsPerPack, CategoryId, Cents, PackingRule, Product, ProductId, ProductKind};
use shop_ports::{
    StoreError,
    products::{NewProduct, ProductChanges, ProductRepository},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt, count},
    schema::products,
};

#[derive(Queryable)]
struct ProductRow {
    id: i64,
    name: String,
    description: String,
    price_cents: i64,
    category_id: i32,
    image: String,
    image_pack: Option<String>,
    relative_price_cents: i64,
    special_offer: Option<String>,
    artikel_num: String,
    kind: String,
    packing: String,
    cards_per_pack: i32,
}

impl TryFrom<ProductRow> for Product {
    type Error = StoreError;
    fn try_from(row: ProductRow) -> Result<Self, StoreError> {
        Ok(Product {
            id: ProductId::parse(row.id).map_err(|e| corrupt("product id", e))?,
            name: row.name,
            description: row.description,
            price: Cents::new(row.price_cents),
            category: CategoryId::new(row.category_id),
            kind: ProductKind::parse(&row.kind).map_err(|e| corrupt("product kind", e))?,
            packing: PackingRule::parse(&row.packing).map_err(|e| corrupt("packing rule", e))?,
            image: row.image,
            image_pack: row.image_pack,
            relative_price: Cents::new(row.relative_price_cents),
            special_offer: row.special_offer,
            artikel_num: row.artikel_num,
            cards_per_pack: CardsPerPack::parse(i64::from(row.cards_per_pack))
                .map_err(|e| corrupt("cards per pack", e))?,
        })
    }
}

/// The column is an INTEGER; a pack holds at most 10000 cards.
fn cards_column(cards: CardsPerPack) -> i32 {
    i32::try_from(cards.get()).unwrap_or(i32::MAX)
}

fn to_products(rows: Vec<ProductRow>) -> Result<Vec<Product>, StoreError> {
    rows.into_iter().map(Product::try_from).collect()
}

impl ProductRepository for DbRepos<'_> {
    fn list_by_category(&mut self, category: CategoryId) -> Result<Vec<Product>, StoreError> {
        to_products(
            products::table
                .filter(products::category_id.eq(category.get()))
                .order(products::id)
                .load::<ProductRow>(self.conn)
                .map_db()?,
        )
    }

    fn list_all(&mut self) -> Result<Vec<Product>, StoreError> {
        to_products(
            products::table
                .order(products::id)
                .load::<ProductRow>(self.conn)
                .map_db()?,
        )
    }

    fn find(&mut self, id: ProductId) -> Result<Option<Product>, StoreError> {
        products::table
            .find(id.get())
            .first::<ProductRow>(self.conn)
            .optional()
            .map_db()?
            .map(Product::try_from)
            .transpose()
    }

    fn insert(&mut self, product: &NewProduct) -> Result<Product, StoreError> {
        diesel::insert_into(products::table)
            .values((
                products::name.eq(&product.name),
                products::description.eq(&product.description),
                products::price_cents.eq(product.price.get()),
                products::category_id.eq(product.category.get()),
                products::image.eq(&product.image),
                products::image_pack.eq(product.image_pack.as_deref()),
                products::relative_price_cents.eq(product.relative_price.get()),
                products::special_offer.eq(product.special_offer.as_deref()),
                products::artikel_num.eq(&product.artikel_num),
                products::kind.eq(product.kind.as_str()),
                products::packing.eq(product.packing.as_str()),
                products::cards_per_pack.eq(cards_column(product.cards_per_pack)),
            ))
            .returning(products::all_columns)
            .get_result::<ProductRow>(self.conn)
            .map_db()?
            .try_into()
    }

    fn update(
        &mut self,
        id: ProductId,
        changes: &ProductChanges,
    ) -> Result<Option<Product>, StoreError> {
        let Some(current) = ProductRepository::find(self, id)? else {
            return Ok(None);
        };
        let packing = changes.packing.unwrap_or(current.packing);
        let cards_per_pack = changes.cards_per_pack.unwrap_or(current.cards_per_pack);
        diesel::update(products::table.find(id.get()))
            .set((
                products::name.eq(&changes.name),
                products::description.eq(&changes.description),
                products::price_cents.eq(changes.price.get()),
                products::relative_price_cents.eq(changes.relative_price.get()),
                products::special_offer.eq(changes.special_offer.as_deref()),
                products::packing.eq(packing.as_str()),
                products::cards_per_pack.eq(cards_column(cards_per_pack)),
            ))
            .returning(products::all_columns)
            .get_result::<ProductRow>(self.conn)
            .optional()
            .map_db()?
            .map(Product::try_from)
            .transpose()
    }

    fn count(&mut self) -> Result<u64, StoreError> {
        Ok(count(
            products::table
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
        ))
    }
}
