use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_ports::{StoreError, uploads::UploadRepository};

use super::DbRepos;
use crate::{
    errors::MapDb,
    schema::{order_lines, products, samples, uploads},
};

impl UploadRepository for DbRepos<'_> {
    fn record(&mut self, url: &str, at: NaiveDateTime) -> Result<(), StoreError> {
        diesel::insert_into(uploads::table)
            .values((uploads::url.eq(url), uploads::uploaded_at.eq(at)))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn unreferenced_before(
        &mut self,
        before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<String>, StoreError> {
        uploads::table
            .filter(uploads::uploaded_at.lt(before))
            .filter(diesel::dsl::not(diesel::dsl::exists(
                order_lines::table.filter(order_lines::card_logo.eq(uploads::url)),
            )))
            .filter(diesel::dsl::not(diesel::dsl::exists(
                samples::table.filter(samples::sample_image.eq(uploads::url)),
            )))
            .filter(diesel::dsl::not(diesel::dsl::exists(
                products::table.filter(
                    products::image
                        .eq(uploads::url)
                        .or(products::image_pack.eq(uploads::url.nullable())),
                ),
            )))
            .order(uploads::uploaded_at)
            .select(uploads::url)
            .limit(i64::from(limit))
            .load(self.conn)
            .map_db()
    }

    fn forget(&mut self, url: &str) -> Result<(), StoreError> {
        diesel::delete(uploads::table.find(url))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }
}
