DROP TABLE payment_links;
