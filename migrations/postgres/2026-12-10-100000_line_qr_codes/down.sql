DROP TABLE line_qr_codes;
