//! Both migration trees must build the same schema, and `down.sql` must undo `up.sql`.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::BTreeMap;

use diesel::{
    QueryableByName, RunQueryDsl,
    sql_types::{Bool, Text},
};
use shop_db::{DbConnection, DbStore, open_pool, redo_all_migrations};

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    #[diesel(sql_type = Bool)]
    nullable: bool,
}

type Schema = BTreeMap<String, BTreeMap<String, bool>>;

fn columns(conn: &mut DbConnection) -> Schema {
    let query = match conn {
        DbConnection::Sqlite(_) => {
            "SELECT m.name AS table_name, p.name AS column_name, (p.\"notnull\" = 0 AND p.pk = 0) AS nullable \
             FROM sqlite_master m JOIN pragma_table_info(m.name) p \
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name != '__diesel_schema_migrations'"
        }
        DbConnection::Postgresql(_) => {
            "SELECT table_name::text AS table_name, column_name::text AS column_name, (is_nullable = 'YES') AS nullable \
             FROM information_schema.columns \
             WHERE table_schema = 'public' AND table_name != '__diesel_schema_migrations'"
        }
    };
    let mut schema = Schema::new();
    for column in diesel::sql_query(query).load::<Column>(conn).unwrap() {
        schema
            .entry(column.table_name)
            .or_default()
            .insert(column.column_name, column.nullable);
    }
    schema
}

fn schema_of(store: &DbStore) -> Schema {
    columns(&mut store.pool().get().unwrap())
}

#[tokio::test]
async fn both_migration_trees_produce_the_same_tables_and_columns() {
    let sqlite = support::sqlite().await;
    let Some(postgres) = support::postgres().await else {
        return;
    };

    let sqlite_schema = schema_of(&sqlite.store);
    let postgres_schema = schema_of(&postgres.store);

    assert_eq!(
        sqlite_schema.len(),
        42,
        "tables: {:?}",
        sqlite_schema.keys()
    );
    assert_eq!(sqlite_schema, postgres_schema);
}

#[tokio::test]
async fn migrations_go_down_and_up_again_on_both_backends() {
    let mut backends = vec![support::sqlite().await];
    backends.extend(support::postgres().await);
    for db in backends {
        let pool = open_pool(&db.url, 1).unwrap();
        let before = columns(&mut pool.get().unwrap());

        redo_all_migrations(&mut pool.get().unwrap()).unwrap();

        assert_eq!(columns(&mut pool.get().unwrap()), before);
    }
}
