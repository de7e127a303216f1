use chrono::NaiveDateTime;
use diesel::prelude::*;
use shop_domain::{Sample, SampleId, SampleNumber};
use shop_ports::{
    Page, PageRequest, StoreError,
    samples::{NewSample, SampleRepository},
};

use super::{DbRepos, limit_offset};
use crate::{
    errors::{MapDb, corrupt, count},
    schema::samples,
};

#[derive(Queryable)]
struct SampleRow {
    id: i64,
    muster_number: String,
    restaurant_name: String,
    sample_image: String,
    _created_at: NaiveDateTime,
}

impl TryFrom<SampleRow> for Sample {
    type Error = StoreError;
    fn try_from(row: SampleRow) -> Result<Self, StoreError> {
        Ok(Sample {
            id: SampleId::new(row.id),
            muster_number: SampleNumber::parse(&row.muster_number)
                .map_err(|e| corrupt("sample number", e))?,
            restaurant_name: row.restaurant_name,
            sample_image: row.sample_image,
        })
    }
}

impl SampleRepository for DbRepos<'_> {
    fn find_by_number(&mut self, number: &SampleNumber) -> Result<Option<Sample>, StoreError> {
        samples::table
            .filter(samples::muster_number.eq(number.as_str()))
            .first::<SampleRow>(self.conn)
            .optional()
            .map_db()?
            .map(Sample::try_from)
            .transpose()
    }

    fn list_page(&mut self, page: PageRequest) -> Result<Page<Sample>, StoreError> {
        let (limit, offset) = limit_offset(page);
        let rows = samples::table
            .order(samples::id.desc())
            .limit(limit)
            .offset(offset)
            .load::<SampleRow>(self.conn)
            .map_db()?;
        Ok(Page {
            items: rows
                .into_iter()
                .map(Sample::try_from)
                .collect::<Result<_, _>>()?,
            total: self.count()?,
        })
    }

    fn insert(&mut self, sample: &NewSample) -> Result<Sample, StoreError> {
        diesel::insert_into(samples::table)
            .values((
                samples::muster_number.eq(sample.muster_number.as_str()),
                samples::restaurant_name.eq(&sample.restaurant_name),
                samples::sample_image.eq(&sample.sample_image),
                samples::created_at.eq(sample.created_at),
            ))
            .returning(samples::all_columns)
            .get_result::<SampleRow>(self.conn)
            .map_db()?
            .try_into()
    }

    fn delete(&mut self, id: SampleId) -> Result<bool, StoreError> {
        Ok(diesel::delete(samples::table.find(id.get()))
            .execute(self.conn)
            .map_db()?
            > 0)
    }

    fn count(&mut self) -> Result<u64, StoreError> {
        Ok(count(
            samples::table
                .count()
                .get_result::<i64>(self.conn)
                .map_db()?,
        ))
    }
}
