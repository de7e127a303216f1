DROP TABLE order_tallies;
