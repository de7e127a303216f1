use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use shop_domain::working_days::Closure;
use shop_ports::{
    StoreError,
    closures::{ClosureRepository, StoredClosure},
};

use super::DbRepos;
use crate::{
    errors::{MapDb, corrupt},
    schema::closures,
};

type ClosureRow = (i64, NaiveDate, NaiveDate, String);

fn stored((id, from, to, label): ClosureRow) -> Result<StoredClosure, StoreError> {
    let closure = Closure::parse(from, to, &label)
        .map_err(|error| corrupt("closure", format!("{id}: {error}")))?;
    Ok(StoredClosure { id, closure })
}

impl ClosureRepository for DbRepos<'_> {
    fn ending_from(&mut self, from: NaiveDate) -> Result<Vec<StoredClosure>, StoreError> {
        closures::table
            .filter(closures::to_on.ge(from))
            .order((closures::from_on.asc(), closures::id.asc()))
            .select((
                closures::id,
                closures::from_on,
                closures::to_on,
                closures::label,
            ))
            .load::<ClosureRow>(self.conn)
            .map_db()?
            .into_iter()
            .map(stored)
            .collect()
    }

    fn add(&mut self, closure: &Closure, at: NaiveDateTime) -> Result<StoredClosure, StoreError> {
        let row = diesel::insert_into(closures::table)
            .values((
                closures::from_on.eq(closure.from),
                closures::to_on.eq(closure.to),
                closures::label.eq(&closure.label),
                closures::created_at.eq(at),
            ))
            .returning((
                closures::id,
                closures::from_on,
                closures::to_on,
                closures::label,
            ))
            .get_result::<ClosureRow>(self.conn)
            .map_db()?;
        stored(row)
    }

    fn remove(&mut self, id: i64) -> Result<bool, StoreError> {
        let removed = diesel::delete(closures::table.filter(closures::id.eq(id)))
            .execute(self.conn)
            .map_db()?;
        Ok(removed == 1)
    }
}
