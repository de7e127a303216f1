DROP TABLE qr_checks;
