DROP TABLE order_express;
