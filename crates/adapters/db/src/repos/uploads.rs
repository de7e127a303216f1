use chrono::NaiveDateTime;
use diesel::{prelude::*, sql_types::BigInt};
use shop_ports::{
    StoreError,
    images::ImageSize,
    uploads::{RecordedUpload, UploadRepository},
};

use super::DbRepos;
use crate::{
    errors::MapDb,
    schema::{order_lines, products, samples, uploads},
};

impl UploadRepository for DbRepos<'_> {
    fn record(
        &mut self,
        upload: &RecordedUpload,
        bytes: u64,
        at: NaiveDateTime,
    ) -> Result<(), StoreError> {
        let side = |pixels: u32| i32::try_from(pixels).ok();
        diesel::insert_into(uploads::table)
            .values((
                uploads::url.eq(&upload.url),
                uploads::uploaded_at.eq(at),
                uploads::bytes.eq(i64::try_from(bytes).unwrap_or(i64::MAX)),
                uploads::width.eq(upload.size.and_then(|size| side(size.width))),
                uploads::height.eq(upload.size.and_then(|size| side(size.height))),
            ))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }

    fn find(&mut self, url: &str) -> Result<Option<RecordedUpload>, StoreError> {
        let row: Option<(String, Option<i32>, Option<i32>)> = uploads::table
            .find(url)
            .select((uploads::url, uploads::width, uploads::height))
            .first(self.conn)
            .optional()
            .map_db()?;
        Ok(row.map(|(url, width, height)| {
            let side = |pixels: Option<i32>| pixels.and_then(|value| u32::try_from(value).ok());
            let size = side(width)
                .zip(side(height))
                .map(|(width, height)| ImageSize { width, height });
            RecordedUpload { url, size }
        }))
    }

    fn unreferenced_before(
        &mut self,
        before: NaiveDateTime,
        limit: u32,
    ) -> Result<Vec<String>, StoreError> {
        unreferenced()
            .filter(uploads::uploaded_at.lt(before))
            .order(uploads::uploaded_at)
            .select(uploads::url)
            .limit(i64::from(limit))
            .load(self.conn)
            .map_db()
    }

    fn unreferenced_bytes(&mut self) -> Result<u64, StoreError> {
        // Cast, because SUM over BIGINT is NUMERIC on PostgreSQL and INTEGER on SQLite.
        let total: i64 = unreferenced()
            .select(diesel::dsl::sql::<BigInt>(
                "CAST(COALESCE(SUM(uploads.bytes), 0) AS BIGINT)",
            ))
            .first(self.conn)
            .map_db()?;
        Ok(u64::try_from(total).unwrap_or(0))
    }

    fn forget(&mut self, url: &str) -> Result<(), StoreError> {
        diesel::delete(uploads::table.find(url))
            .execute(self.conn)
            .map_db()?;
        Ok(())
    }
}

/// Uploads no order line, sample or product refers to.
#[diesel::dsl::auto_type]
fn unreferenced() -> _ {
    uploads::table
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
}
